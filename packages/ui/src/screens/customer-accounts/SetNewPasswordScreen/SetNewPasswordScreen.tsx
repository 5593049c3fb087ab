import { useValidatedForm } from '@salon/ui/forms';
import { Form } from '@salon/ui/forms/Form';
import { PasswordField } from '@salon/ui/forms/PasswordField';
import { AuthCard } from '@salon/ui/patterns/AuthCard';
import { Button } from '@salon/ui/primitives/Button';
import type { MouseEvent } from 'react';
import { Invalid } from './SetNewPasswordScreen.styles';
import { validateSetNewPassword, type SetNewPasswordValues } from './validate-set-new-password';

export interface SetNewPasswordScreenProps {
  /** Called with a valid new password. */
  onSubmit: (password: string) => void;
  submitting?: boolean;
  /** The server's message (e.g. 'This link has expired or was already used'). */
  serverError?: string | null;
  /**
   * The page was opened without a usable link (no token, or the server refused it): instead of the
   * form, the message and a way to ask for a new link.
   */
  linkInvalid?: boolean;
  /** Opens Password assistance for a new link. */
  onRequestNewLink: () => void;
  /** The site's sign-in page. */
  loginHref: string;
  /** Follows the sign-in link inside the app (a router's navigate); a plain link without it. */
  onLogin?: () => void;
}

const EMPTY: SetNewPasswordValues = { password: '', confirmPassword: '' };

/**
 * Set a new password, the page the Password assistance e-mail links to (spec 2 §2: New Password and
 * Re-enter Password; wired here, unlike the old static page, and its button says what it does).
 */
export function SetNewPasswordScreen({
  onSubmit,
  submitting = false,
  serverError,
  linkInvalid = false,
  onRequestNewLink,
  loginHref,
  onLogin,
}: SetNewPasswordScreenProps) {
  const { values, errors, change, handleSubmit } = useValidatedForm(EMPTY, validateSetNewPassword);
  const submit = handleSubmit((valid) => onSubmit(valid.password));
  const followLogin = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!onLogin) return;
    event.preventDefault();
    onLogin();
  };

  const field = (name: keyof SetNewPasswordValues, label: string) => (
    <PasswordField
      label={label}
      id={`set-new-password-${name}`}
      autoComplete="new-password"
      hint={
        name === 'password' ? 'At least 8 characters, with a letter, a digit and one of $@!%*?&' : undefined
      }
      value={values[name]}
      error={errors[name]}
      disabled={submitting}
      onChange={(value) => change(name, value)}
    />
  );

  return (
    <AuthCard
      placement="site"
      heading="Set a new password"
      headingId="set-new-password-heading"
      intro="Choose the password you will sign in with from now on."
      aside={
        <>
          Remembered it?{' '}
          <a href={loginHref} onClick={followLogin}>
            Sign in
          </a>
        </>
      }
    >
      {linkInvalid ? (
        <Invalid role="alert">
          <p>{serverError || 'This link has expired or was already used'}</p>
          <p>Ask for a new link: it is valid for an hour and works once.</p>
          <Button fullWidth onClick={onRequestNewLink}>
            Send me a new link
          </Button>
        </Invalid>
      ) : (
        <Form onSubmit={submit} serverError={serverError} aria-busy={submitting || undefined}>
          {field('password', 'New Password')}
          {field('confirmPassword', 'Re-enter Password')}
          <Button type="submit" fullWidth loading={submitting}>
            Set password
          </Button>
        </Form>
      )}
    </AuthCard>
  );
}
