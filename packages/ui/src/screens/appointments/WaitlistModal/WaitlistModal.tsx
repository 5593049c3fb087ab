import { EmptyState } from '@salon/ui/patterns/EmptyState';
import { Button } from '@salon/ui/primitives/Button';
import { Modal } from '@salon/ui/primitives/Modal';
import { formatPhone } from '@salon/ui/primitives/PhoneInput';
import { Detail, Entry, Intro, List, Name } from './WaitlistModal.styles';

export interface WaitlistEntry {
  id: string;
  clientName: string;
  email: string;
  /** 10 digits. */
  phone: string;
  /** e.g. '10:00 · 60 m'. */
  time: string;
  service: string | null;
}

export interface WaitlistModalProps {
  open: boolean;
  /** The slot, e.g. 'Tue, Mar 17 · 10:00'. */
  slotLabel: string;
  entries: WaitlistEntry[];
  onClose: () => void;
}

/** The appointments waiting for the salon's confirmation on one slot. */
export function WaitlistModal({ open, slotLabel, entries, onClose }: WaitlistModalProps) {
  return (
    <Modal
      open={open}
      onClose={onClose}
      title="Waitlist"
      footer={
        <Button variant="secondary" onClick={onClose}>
          Close
        </Button>
      }
    >
      <Intro>{slotLabel}</Intro>
      {entries.length === 0 ? (
        <EmptyState icon="calendar" subtitle="Nobody is waiting for this slot." />
      ) : (
        <List aria-label={`Waiting appointments, ${slotLabel}`}>
          {entries.map((entry) => (
            <Entry key={entry.id}>
              <Name>{entry.clientName}</Name>
              <Detail>
                {entry.time}
                {entry.service ? ` · ${entry.service}` : ''}
              </Detail>
              <Detail>
                {entry.email} · {formatPhone(entry.phone)}
              </Detail>
            </Entry>
          ))}
        </List>
      )}
    </Modal>
  );
}
