import { FormField } from '@salon/ui/patterns/FormField';
import { Button } from '@salon/ui/primitives/Button';
import { ErrorText } from '@salon/ui/primitives/ErrorText';
import { Modal } from '@salon/ui/primitives/Modal';
import { TextArea } from '@salon/ui/primitives/TextArea';
import { useId, useState } from 'react';
import { Body, Footer, Lead } from './VoidSaleModal.styles';

export interface VoidSaleModalProps {
  open: boolean;
  /** The void is under way. */
  voiding: boolean;
  /** The server's refusal of the last try. */
  error?: string | null;
  onVoid: (reason: string) => void;
  onClose: () => void;
}

export const VOID_MESSAGES = { reason: 'Please give a reason for voiding the sale' } as const;

const FORM_ID = 'void-sale-form';

/** Give up an open sale that no desk payment was taken for, with a reason (the sale's page, Void sale). */
export function VoidSaleModal({ open, voiding, error, onVoid, onClose }: VoidSaleModalProps) {
  const id = useId();
  const [reason, setReason] = useState('');
  const [invalid, setInvalid] = useState(false);
  const [wasOpen, setWasOpen] = useState(open);
  if (wasOpen !== open) {
    setWasOpen(open);
    setReason('');
    setInvalid(false);
  }
  return (
    <Modal
      open={open}
      onClose={onClose}
      title="Void sale"
      size="sm"
      dismissible={!voiding}
      footer={
        <Footer>
          <Button variant="secondary" disabled={voiding} onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form={FORM_ID} variant="danger" loading={voiding}>
            Void sale
          </Button>
        </Footer>
      }
    >
      <form
        id={FORM_ID}
        noValidate
        aria-label="Void sale"
        onSubmit={(event) => {
          event.preventDefault();
          if (voiding) return;
          if (!reason.trim()) {
            setInvalid(true);
            return;
          }
          onVoid(reason.trim());
        }}
      >
        <Body>
          <Lead>The sale is given up: nothing was taken at the desk, and its products stay in stock.</Lead>
          <FormField
            label="Reason"
            htmlFor={`${id}-reason`}
            required
            error={invalid && !reason.trim() ? VOID_MESSAGES.reason : null}
          >
            {(control) => (
              <TextArea
                {...control}
                rows={2}
                maxLength={200}
                value={reason}
                disabled={voiding}
                onChange={(event) => setReason(event.target.value)}
              />
            )}
          </FormField>
          {error && (
            <ErrorText role="alert" boxed>
              {error}
            </ErrorText>
          )}
        </Body>
      </form>
    </Modal>
  );
}
