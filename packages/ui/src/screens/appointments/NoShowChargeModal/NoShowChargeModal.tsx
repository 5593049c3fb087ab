import { useId } from 'react';
import { Button } from '../../../primitives/Button';
import { Modal } from '../../../primitives/Modal';
import { Skeleton } from '../../../primitives/Skeleton';
import { Facts, Notice, type NoticeTone } from './NoShowChargeModal.styles';

/**
 * Where the No-show stands: `loading` the fee and card; `default` fee and card shown, waiting for staff;
 * `requires-action` marked, the bank asks the client (who was e-mailed a payment link); `error` marked,
 * the fee not charged (declined, no card) or the mark refused; `success` marked and charged (or nothing
 * to charge).
 */
export type NoShowChargeState = 'loading' | 'default' | 'requires-action' | 'error' | 'success';

export interface NoShowChargeModalProps {
  open: boolean;
  state: NoShowChargeState;
  /** Who and when, e.g. 'Chris Walker · Mon, Mar 16 · 09:00'. */
  appointmentLabel: string;
  /** The salon's fee as shown ('$25.00'); null: the salon has none. */
  fee: string | null;
  /** The card on file ('Card ending 4242'); null: none. */
  card: string | null;
  /** The server's words after the mark (or its refusal). */
  message?: string | null;
  charging?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

const TONE: Record<Exclude<NoShowChargeState, 'loading' | 'default'>, NoticeTone> = {
  'requires-action': 'warning',
  error: 'danger',
  success: 'success',
};

/** Marks a visit No-show from the calendar and charges the salon's no-show fee to the card on file. */
export function NoShowChargeModal({
  open,
  state,
  appointmentLabel,
  fee,
  card,
  message,
  charging = false,
  onConfirm,
  onClose,
}: NoShowChargeModalProps) {
  const detailId = useId();
  const asking = state === 'default' || state === 'loading';
  const chargeLabel = fee && card ? `Mark no-show and charge ${fee}` : 'Mark no-show';
  return (
    <Modal
      open={open}
      onClose={onClose}
      title="No-show"
      size="sm"
      dismissible={!charging}
      describedBy={detailId}
      footer={
        asking ? (
          <>
            <Button variant="secondary" onClick={onClose} disabled={charging}>
              Cancel
            </Button>
            <Button variant="danger" onClick={onConfirm} loading={charging} disabled={state === 'loading'}>
              {chargeLabel}
            </Button>
          </>
        ) : (
          <Button onClick={onClose}>Done</Button>
        )
      }
    >
      <div id={detailId}>
        <Facts>
          <dt>Visit</dt>
          <dd>{appointmentLabel}</dd>
          <dt>No-show fee</dt>
          <dd>
            {state === 'loading' ? <Skeleton shape="text" width="5rem" /> : (fee ?? 'None set by the salon')}
          </dd>
          <dt>Card on file</dt>
          <dd>
            {state === 'loading' ? <Skeleton shape="text" width="8rem" /> : (card ?? 'No card on file')}
          </dd>
        </Facts>
        {state === 'default' && (
          <Notice $tone="info">
            {fee && card
              ? `The client's card on file will be charged ${fee}, and they will receive an e-mail.`
              : 'The visit will be marked as no-show; no fee can be charged.'}
          </Notice>
        )}
        {!asking && message && (
          <Notice $tone={TONE[state]} role={state === 'error' ? 'alert' : 'status'}>
            {message}
          </Notice>
        )}
      </div>
    </Modal>
  );
}
