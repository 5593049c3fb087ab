import { hasErrors } from '@salon/ui/forms';
import { FormField } from '@salon/ui/patterns/FormField';
import { Button } from '@salon/ui/primitives/Button';
import { Modal } from '@salon/ui/primitives/Modal';
import { PasswordInput } from '@salon/ui/primitives/PasswordInput';
import { useState, type FormEvent } from 'react';
import { Form, ServerError } from './ChangePasswordModal.styles';
import {
  validateChangePassword,
  type ChangePasswordErrors,
  type ChangePasswordValues,
} from './validate-change-password';

export interface ChangePasswordModalProps {
  open: boolean;
  onClose: () => void;
  /** Called with valid values only. */
  onSubmit: (values: { currentPassword: string; password: string }) => void;
  submitting?: boolean;
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
export function ChangePasswordModal(props: ChangePasswordModalProps) {
  return (
    <Modal
      open={props.open}
      onClose={props.onClose}
      title="Change Password"
      dismissible={!props.submitting}
      footer={
        <>
          <Button variant="secondary" onClick={props.onClose} disabled={props.submitting}>
            Cancel
          </Button>
          <Button type="submit" form={FORM_ID} loading={props.submitting}>
            Change Password
          </Button>
        </>
      }
    >
      {/* Mounted only while open, so every opening starts with an empty form. */}
      {props.open && <ChangePasswordForm {...props} />}
    </Modal>
  );
}

function ChangePasswordForm({
  onSubmit,
  submitting = false,
  serverError,
  byAdmin = false,
}: ChangePasswordModalProps) {
  const [values, setValues] = useState<ChangePasswordValues>(EMPTY);
  const [errors, setErrors] = useState<ChangePasswordErrors>({});
  const [submitted, setSubmitted] = useState(false);

  const change = (field: keyof ChangePasswordValues, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    if (submitted) setErrors(validateChangePassword(next, byAdmin));
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validateChangePassword(values, byAdmin);
    setSubmitted(true);
    setErrors(found);
    if (!hasErrors(found)) onSubmit({ currentPassword: values.currentPassword, password: values.password });
  };

  const field = (name: keyof ChangePasswordValues, label: string, autoComplete: string) => (
    <FormField label={label} htmlFor={`change-password-${name}`} error={errors[name]}>
      {(control) => (
        <PasswordInput
          {...control}
          autoComplete={autoComplete}
          value={values[name]}
          disabled={submitting}
          onChange={(event) => change(name, event.target.value)}
        />
      )}
    </FormField>
  );

  return (
    <Form id={FORM_ID} noValidate onSubmit={submit}>
      {serverError && <ServerError role="alert">{serverError}</ServerError>}
      {!byAdmin && field('currentPassword', 'Current password', 'current-password')}
      {field('password', 'New password', 'new-password')}
      {field('confirmPassword', 'Confirm password', 'new-password')}
    </Form>
  );
}
