import { useValidatedForm } from '@salon/ui/forms';
import { Form } from '@salon/ui/forms/Form';
import { PasswordField } from '@salon/ui/forms/PasswordField';
import { TextField } from '@salon/ui/forms/TextField';
import { Button } from '@salon/ui/primitives/Button';
import { validateLogin, type LoginValues } from '@salon/ui/screens/auth/LoginScreen';
import { Divider, Fields, TextButton } from './SiteLoginForm.styles';

export interface SiteLoginFormProps {
  /** Called with valid values only (the e-mail trimmed). */
  onSubmit: (values: LoginValues) => void;
  /** The sign-in request is under way: the form is disabled and the button spins. */
  submitting?: boolean;
  /** The server's message, shown under the password field (spec 2 §8). */
  serverError?: string | null;
  /** Opens Password assistance. */
  onForgotPassword: () => void;
  /** Opens Create Account. */
  onCreateAccount: () => void;
  /** Prefix of the field ids, so the page and the header's modal can both be on screen. */
  idPrefix?: string;
}

const EMPTY: LoginValues = { email: '', password: '' };

/**
 * The public site's sign-in: Email, Password, 'Forgot password?', Sign In and 'Create Account'. The
 * checks are the sign-in's (spec 2 §5: 'Please enter email address', 'Please enter your password', and
 * under 8 characters 'Password must be at least 8 characters').
 */
export function SiteLoginForm({
  onSubmit,
  submitting = false,
  serverError,
  onForgotPassword,
  onCreateAccount,
  idPrefix = 'site-login',
}: SiteLoginFormProps) {
  const { errors, field, handleSubmit } = useValidatedForm(EMPTY, validateLogin);
  const submit = handleSubmit((valid) => onSubmit({ email: valid.email.trim(), password: valid.password }));

  return (
    <Fields>
      <Form onSubmit={submit} aria-busy={submitting || undefined}>
        <TextField
          label="Email"
          id={`${idPrefix}-email`}
          type="email"
          autoComplete="username"
          {...field('email')}
          disabled={submitting}
        />
        <Fields>
          <PasswordField
            label="Password"
            id={`${idPrefix}-password`}
            autoComplete="current-password"
            {...field('password')}
            error={errors.password ?? serverError}
            disabled={submitting}
          />
          <TextButton type="button" onClick={onForgotPassword} disabled={submitting}>
            Forgot password?
          </TextButton>
        </Fields>
        <Button type="submit" fullWidth loading={submitting}>
          Sign In
        </Button>
      </Form>
      <Divider>New here?</Divider>
      <Button variant="secondary" fullWidth onClick={onCreateAccount} disabled={submitting}>
        Create Account
      </Button>
    </Fields>
  );
}
