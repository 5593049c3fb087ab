import { useValidatedForm } from '@salon/ui/forms';
import { Form } from '@salon/ui/forms/Form';
import { TextField } from '@salon/ui/forms/TextField';
import { Button } from '@salon/ui/primitives/Button';
import { Modal } from '@salon/ui/primitives/Modal';
import { Intro, Sent } from './PasswordAssistanceModal.styles';
import {
  SITE_ASSISTANCE_WORDING,
  validatePasswordAssistance,
  type PasswordAssistanceWording,
} from './validate-password-assistance';

export interface PasswordAssistanceModalProps {
  open: boolean;
  onClose: () => void;
  /** Called with a valid, trimmed e-mail. */
  onSubmit: (email: string) => void;
  submitting?: boolean;
  /** The server's message (e.g. too many requests). */
  serverError?: string | null;
  /**
   * The request went through: the server's answer (the same whether or not the e-mail has an account)
   * replaces the form.
   */
  sentMessage?: string | null;
  /** Starts the field with this e-mail (e.g. the one typed into Create Account). */
  initialEmail?: string;
  /** The dialog's title; 'Password assistance' (the salon site's) by default. */
  title?: string;
  /** The e-mail field's messages; the salon site's by default. */
  wording?: PasswordAssistanceWording;
}

const FORM_ID = 'password-assistance-form';

/**
 * 'Forgot password?' on a salon's site and on the dashboard's sign-in page: asks for the e-mail, then
 * says a link is on its way (one dialog throughout, its content and actions change).
 */
export function PasswordAssistanceModal(props: PasswordAssistanceModalProps) {
  const { open, onClose, submitting = false, sentMessage, title = 'Password assistance' } = props;
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={title}
      size="sm"
      dismissible={!submitting}
      footer={
        sentMessage ? (
          <Button onClick={onClose}>Done</Button>
        ) : (
          <>
            <Button variant="secondary" onClick={onClose} disabled={submitting}>
              Cancel
            </Button>
            <Button type="submit" form={FORM_ID} loading={submitting}>
              Send link
            </Button>
          </>
        )
      }
    >
      {sentMessage ? (
        <Sent role="status">
          <strong>Check your e-mail</strong>
          <p>{sentMessage}</p>
          <p>The link works once and expires after an hour.</p>
        </Sent>
      ) : (
        <PasswordAssistanceForm {...props} />
      )}
    </Modal>
  );
}

function PasswordAssistanceForm({
  onSubmit,
  submitting = false,
  serverError,
  initialEmail = '',
  wording = SITE_ASSISTANCE_WORDING,
}: PasswordAssistanceModalProps) {
  const { field, handleSubmit } = useValidatedForm({ email: initialEmail }, (values) =>
    validatePasswordAssistance(values, wording),
  );
  const submit = handleSubmit((valid) => onSubmit(valid.email.trim()));
  return (
    <Form id={FORM_ID} onSubmit={submit} serverError={serverError} submitting={submitting}>
      <Intro>
        Enter the e-mail address of your account and we will send you a link to set a new password.
      </Intro>
      <TextField
        label="Email"
        id="password-assistance-email"
        type="email"
        autoComplete="email"
        {...field('email')}
      />
    </Form>
  );
}
