import { useState, type FormEvent } from 'react';
import { hasErrors } from '@salon/ui/forms';
import { AuthCard } from '@salon/ui/patterns/AuthCard';
import { FormField } from '@salon/ui/patterns/FormField';
import { BrandMark } from '@salon/ui/primitives/BrandMark';
import { Button } from '@salon/ui/primitives/Button';
import { PasswordInput } from '@salon/ui/primitives/PasswordInput';
import { TextInput } from '@salon/ui/primitives/TextInput';
import { Brand, BrandName, Forgot, Form } from './LoginScreen.styles';
import { validateLogin, type LoginErrors, type LoginValues } from './validate-login';

export interface LoginScreenProps {
  /** Called with valid values only. */
  onSubmit: (values: LoginValues) => void;
  /** The sign-in request is under way: the form is disabled and the button shows a spinner. */
  submitting?: boolean;
  /** The server's message, shown under the password field. */
  serverError?: string | null;
  /** The Register link; relative `register` as the old product had it. */
  registerHref?: string;
  /** 'Forgot password?': opens password assistance (hidden without it). */
  onForgotPassword?: () => void;
  /** The product name beside the logo, as the sidebar shows it. */
  brand?: string;
}

/** Sign-in: the logo, email, password with show/hide, Forgot password?, Sign In, and a Register link. */
export function LoginScreen({
  onSubmit,
  submitting = false,
  serverError,
  registerHref = 'register',
  onForgotPassword,
  brand = 'Salon Booking',
}: LoginScreenProps) {
  const [values, setValues] = useState<LoginValues>({ email: '', password: '' });
  const [errors, setErrors] = useState<LoginErrors>({});
  const [submitted, setSubmitted] = useState(false);

  const change = (field: keyof LoginValues, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    if (submitted) setErrors(validateLogin(next));
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validateLogin(values);
    setSubmitted(true);
    setErrors(found);
    if (!hasErrors(found)) onSubmit({ email: values.email.trim(), password: values.password });
  };

  return (
    <AuthCard
      placement="center"
      label="Sign in"
      heading="Sign in"
      headingId="login-heading"
      intro="Manage your salon's bookings, stylists and clients."
      lead={
        <Brand>
          <BrandMark size={40} />
          <BrandName>{brand}</BrandName>
        </Brand>
      }
      aside={
        <>
          New to the platform? <a href={registerHref}>Register</a>
        </>
      }
    >
      <Form noValidate onSubmit={submit} aria-busy={submitting || undefined}>
        <FormField label="Email" htmlFor="login-email" error={errors.email}>
          {(control) => (
            <TextInput
              {...control}
              type="email"
              autoComplete="username"
              value={values.email}
              disabled={submitting}
              onChange={(event) => change('email', event.target.value)}
            />
          )}
        </FormField>
        <FormField label="Password" htmlFor="login-password" error={errors.password ?? serverError}>
          {(control) => (
            <PasswordInput
              {...control}
              autoComplete="current-password"
              value={values.password}
              disabled={submitting}
              onChange={(event) => change('password', event.target.value)}
            />
          )}
        </FormField>
        {onForgotPassword && (
          <Forgot>
            <Button variant="ghost" size="sm" onClick={onForgotPassword} disabled={submitting}>
              Forgot password?
            </Button>
          </Forgot>
        )}
        <Button type="submit" fullWidth loading={submitting}>
          Sign In
        </Button>
      </Form>
    </AuthCard>
  );
}
