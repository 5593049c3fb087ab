import { useEffect, useId, useRef } from 'react';
import type { KeyboardEvent, MouseEvent, ReactNode, SyntheticEvent } from 'react';
import { IconButton } from '../IconButton';
import { Body, Dialog, Footer, Header, Title } from './Modal.styles';
import type { ModalSize } from './Modal.styles';

export interface ModalProps {
  /** Controlled: the modal shows while true. */
  open: boolean;
  /** Escape, the close button or a backdrop click ask to close; the parent sets `open` to false. */
  onClose: () => void;
  /** Heading of the dialog, also its accessible name. */
  title: ReactNode;
  children?: ReactNode;
  /** Actions, usually buttons, aligned to the end. */
  footer?: ReactNode;
  size?: ModalSize;
  /** Accessible name of the close icon button. */
  closeLabel?: string;
  /** When false, Escape, the backdrop and the close button do nothing (e.g. while submitting). */
  dismissible?: boolean;
  /** Close when the backdrop (outside the panel) is clicked. Default true. */
  closeOnBackdropClick?: boolean;
  /** Id of an element describing the dialog (aria-describedby). */
  describedBy?: string;
  className?: string;
  /**
   * While true the dialog stays shown but leaves the top layer (non-modal), so that an overlay another
   * script appends to the page, Stripe.js's 3-D Secure frame, is above it and can be used: nothing
   * outside the top layer can cover a modal dialog, whatever its z-index (stripe/stripe-js#599).
   */
  underOverlay?: boolean;
}

/**
 * A modal dialog on the native `<dialog>` element opened with showModal(): the browser provides the
 * focus trap, inert background, top layer and Escape. The content mounts only while open.
 */
export function Modal({
  open,
  onClose,
  title,
  children,
  footer,
  size = 'md',
  closeLabel = 'Close',
  dismissible = true,
  closeOnBackdropClick = true,
  describedBy,
  className,
  underOverlay = false,
}: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open) {
      const modal = !underOverlay && typeof dialog.showModal === 'function';
      if (dialog.open && dialog.dataset.modal === String(modal)) return;
      // Between modal and non-modal the dialog is closed and shown again: its `close` event is ignored.
      if (dialog.open) dialog.close();
      if (modal) dialog.showModal();
      else if (typeof dialog.show === 'function') dialog.show();
      else dialog.setAttribute('open', '');
      dialog.dataset.modal = String(modal);
    } else if (dialog.open) {
      dialog.close();
    }
  }, [open, underOverlay]);

  const handleCancel = (event: SyntheticEvent<HTMLDialogElement>) => {
    // Keep the element in sync with the `open` prop: the parent decides.
    event.preventDefault();
    if (dismissible) onClose();
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    // A nested widget that uses Escape itself (an open select menu, a date popover) stops its
    // propagation; anything else reaching here closes the modal. Handled here as well as in `cancel`
    // so that synthetic key events (tests) behave like real ones, and so that a widget calling
    // preventDefault without using the key (react-select does) does not leave the modal stuck.
    if (event.key !== 'Escape') return;
    event.preventDefault();
    if (dismissible) onClose();
  };

  const handleNativeClose = () => {
    // The browser may close the dialog itself (e.g. a form with method="dialog"); report it.
    if (open && !ref.current?.open) onClose();
  };

  const handleClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (!closeOnBackdropClick || !dismissible || event.target !== event.currentTarget) return;
    // A click on the dialog element itself is outside the panel's content box only on the backdrop.
    const rect = event.currentTarget.getBoundingClientRect();
    const inside =
      event.clientX >= rect.left &&
      event.clientX <= rect.right &&
      event.clientY >= rect.top &&
      event.clientY <= rect.bottom;
    if (!inside) onClose();
  };

  return (
    <Dialog
      ref={ref}
      $size={size}
      className={className}
      aria-labelledby={titleId}
      aria-describedby={describedBy}
      onCancel={handleCancel}
      onClose={handleNativeClose}
      onKeyDown={handleKeyDown}
      onClick={handleClick}
    >
      {open && (
        <>
          <Header>
            <Title id={titleId}>{title}</Title>
            <IconButton icon="close" label={closeLabel} onClick={onClose} disabled={!dismissible} />
          </Header>
          <Body>{children}</Body>
          {footer && <Footer>{footer}</Footer>}
        </>
      )}
    </Dialog>
  );
}
