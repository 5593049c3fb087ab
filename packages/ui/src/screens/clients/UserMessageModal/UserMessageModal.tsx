import { TextModal } from '../TextModal/TextModal';

export interface UserMessageModalProps {
  open: boolean;
  onClose: () => void;
  /** The client's name. */
  name?: string;
  onSubmit: (message: string) => void;
  submitting?: boolean;
  serverError?: string | null;
}

/** 'Send Message' of a Users row: a push notification to the client's app ('Please Enter Message' §5). */
export function UserMessageModal({ name, ...rest }: UserMessageModalProps) {
  return (
    <TextModal
      {...rest}
      title="Send Message"
      subject={name ? `To ${name}` : undefined}
      label="Message"
      requiredMessage="Please Enter Message"
      submitLabel="Send"
    />
  );
}
