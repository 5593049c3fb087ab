import { TextModal } from '../TextModal/TextModal';

export interface UserNotesModalProps {
  open: boolean;
  onClose: () => void;
  /** The client's name. */
  name?: string;
  /** The client's note as it is now. */
  initialNote?: string | null;
  onSubmit: (note: string) => void;
  submitting?: boolean;
  serverError?: string | null;
}

/** 'Add Notes' of a Users row: the client's note (spec 1 §2; 'Please add notes' §5). */
export function UserNotesModal({ name, initialNote, ...rest }: UserNotesModalProps) {
  return (
    <TextModal
      {...rest}
      title="Add Notes"
      subject={name}
      label="Notes"
      requiredMessage="Please add notes"
      submitLabel="Save"
      initialValue={initialNote ?? ''}
    />
  );
}
