import { useValidatedForm } from '@salon/ui/forms';
import { Form } from '@salon/ui/forms/Form';
import { formModalOf, type FormModalState } from '@salon/ui/forms/FormModal';
import { PasswordField } from '@salon/ui/forms/PasswordField';
import { validateChangePassword, type ChangePasswordValues } from './validate-change-password';

export interface ChangePasswordModalProps extends FormModalState {
  /** Called with valid values only. */
  onSubmit: (values: { currentPassword: string; password: string }) => void;
  /** The server's message (e.g. a wrong current password). */
  serverError?: string | null;
  /**
   * Setting another user's password (the `byAdmin` call, e.g. from Salon Staff): no current password
   * field; `currentPassword` is submitted empty.
   */
  byAdmin?: boolean;
}

const EMPTY: ChangePasswordValues = { currentPassword: '', password: '', confirmPassword: '' };
const FORM_ID = 'change-password-form';

/** 'Change Password': current password, new password and its confirmation. */
export const ChangePasswordModal = formModalOf(ChangePasswordForm, {
  formId: FORM_ID,
  texts: { title: 'Change Password', submitLabel: 'Change Password' },
});

function ChangePasswordForm({ onSubmit, serverError, byAdmin = false }: ChangePasswordModalProps) {
  const { field, handleSubmit } = useValidatedForm(EMPTY, (next) => validateChangePassword(next, byAdmin));
  const submit = handleSubmit(({ currentPassword, password }) => onSubmit({ currentPassword, password }));

  const passwordField = (name: keyof ChangePasswordValues, label: string, autoComplete: string) => (
    <PasswordField
      label={label}
      id={`change-password-${name}`}
      autoComplete={autoComplete}
      {...field(name)}
    />
  );

  return (
    <Form id={FORM_ID} onSubmit={submit} serverError={serverError}>
      {!byAdmin && passwordField('currentPassword', 'Current password', 'current-password')}
      {passwordField('password', 'New password', 'new-password')}
      {passwordField('confirmPassword', 'Confirm password', 'new-password')}
    </Form>
  );
}
