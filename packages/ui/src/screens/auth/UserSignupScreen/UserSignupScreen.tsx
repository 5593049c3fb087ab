import { GENDER_OPTIONS, hasErrors, phoneDigits } from '@salon/ui/forms';
import { ServerError } from '@salon/ui/forms/ServerError';
import { AuthCard } from '@salon/ui/patterns/AuthCard';
import { FormField } from '@salon/ui/patterns/FormField';
import { Button } from '@salon/ui/primitives/Button';
import { PasswordInput } from '@salon/ui/primitives/PasswordInput';
import { PhoneInput } from '@salon/ui/primitives/PhoneInput';
import { Select } from '@salon/ui/primitives/Select';
import { TextInput } from '@salon/ui/primitives/TextInput';
import { useMemo, useState, type FormEvent, type MouseEvent } from 'react';
import { Form, Success } from './UserSignupScreen.styles';
import {
  EMPTY_SIGNUP,
  validateUserSignup,
  type SignupGender,
  type UserSignupErrors,
  type UserSignupValues,
} from './validate-signup';

export interface SignupSalonOption {
  id: string;
  name: string;
}

/** What the form sends: the phone as 10 digits, no confirmation. */
export interface UserSignupSubmit {
  name: string;
  email: string;
  phone: string;
  gender: SignupGender;
  salon: string;
  password: string;
}

export interface UserSignupScreenProps {
  salons: SignupSalonOption[];
  /** The salons are loading. */
  salonsLoading?: boolean;
  onSubmit: (values: UserSignupSubmit) => void;
  submitting?: boolean;
  /** The server's message. */
  serverError?: string | null;
  /**
   * The sign-up was sent: the form gives way to "check your e-mail" (the same for any e-mail: the
   * e-mail's link creates the account, or says the address already has one) and a sign-in link.
   */
  success?: boolean;
  /** The sign-in page. */
  signInHref: string;
  /** Follows the sign-in link inside the app (a router's navigate); a plain link without it. */
  onSignIn?: () => void;
}

/** /user-signup: a client creates an account with a salon of the platform. */
export function UserSignupScreen({
  salons,
  salonsLoading = false,
  onSubmit,
  submitting = false,
  serverError,
  success = false,
  signInHref,
  onSignIn,
}: UserSignupScreenProps) {
  const [values, setValues] = useState<UserSignupValues>(EMPTY_SIGNUP);
  const [errors, setErrors] = useState<UserSignupErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const salonOptions = useMemo(() => salons.map((s) => ({ value: s.id, label: s.name })), [salons]);

  const followSignIn = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!onSignIn) return;
    event.preventDefault();
    onSignIn();
  };
  const signInLink = (
    <a href={signInHref} onClick={followSignIn}>
      Sign in
    </a>
  );

  const change = <K extends keyof UserSignupValues>(field: K, value: UserSignupValues[K]) => {
    const next = { ...values, [field]: value };
    setValues(next);
    if (submitted) setErrors(validateUserSignup(next));
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validateUserSignup(values);
    setSubmitted(true);
    setErrors(found);
    if (hasErrors(found) || values.gender === '') return;
    onSubmit({
      name: values.name.trim(),
      email: values.email.trim(),
      phone: phoneDigits(values.phone),
      gender: values.gender,
      salon: values.salon,
      password: values.password,
    });
  };

  const text = (name: 'name' | 'email', label: string, type: string, autoComplete: string) => (
    <FormField label={label} htmlFor={`signup-${name}`} error={errors[name]}>
      {(control) => (
        <TextInput
          {...control}
          type={type}
          autoComplete={autoComplete}
          value={values[name]}
          disabled={submitting}
          onChange={(event) => change(name, event.target.value)}
        />
      )}
    </FormField>
  );

  const password = (name: 'password' | 'confirmPassword', label: string) => (
    <FormField label={label} htmlFor={`signup-${name}`} error={errors[name]}>
      {(control) => (
        <PasswordInput
          {...control}
          autoComplete="new-password"
          value={values[name]}
          disabled={submitting}
          onChange={(event) => change(name, event.target.value)}
        />
      )}
    </FormField>
  );

  return (
    <AuthCard
      placement="top"
      width="wide"
      label="Create your account"
      heading="Create your account"
      headingId="signup-heading"
      intro="Book appointments with your salon."
      aside={success ? undefined : <>Already have an account? {signInLink}</>}
    >
      {success ? (
        <Success role="status">
          <strong>Check your e-mail to finish creating your account.</strong>
          <p>
            We sent a message to {values.email.trim()}. If the address already has an account, the message
            says how to sign in. {signInLink}
          </p>
        </Success>
      ) : (
        <Form noValidate onSubmit={submit} aria-busy={submitting || undefined}>
          <ServerError message={serverError} />
          <div data-half>{text('name', 'Name', 'text', 'name')}</div>
          <div data-half>{text('email', 'Email', 'email', 'email')}</div>
          <div data-half>
            <FormField label="Phone" htmlFor="signup-phone" error={errors.phone}>
              {(control) => (
                <PhoneInput
                  {...control}
                  value={values.phone}
                  disabled={submitting}
                  onChange={(digits) => change('phone', digits)}
                />
              )}
            </FormField>
          </div>
          <div data-half>
            <FormField label="Gender" htmlFor="signup-gender" error={errors.gender}>
              {(control) => (
                <Select<SignupGender>
                  {...control}
                  options={GENDER_OPTIONS}
                  value={values.gender === '' ? null : values.gender}
                  placeholder="Select gender"
                  isSearchable={false}
                  isDisabled={submitting}
                  onChange={(gender) => change('gender', gender ?? '')}
                />
              )}
            </FormField>
          </div>
          <FormField label="Salon" htmlFor="signup-salon" error={errors.salon}>
            {(control) => (
              <Select<string>
                {...control}
                options={salonOptions}
                value={values.salon === '' ? null : values.salon}
                placeholder={salonsLoading ? 'Loading salons…' : 'Select salon'}
                isLoading={salonsLoading}
                isDisabled={submitting || salonsLoading}
                noOptionsMessage="No salons found"
                onChange={(salon) => change('salon', salon ?? '')}
              />
            )}
          </FormField>
          <div data-half>{password('password', 'Password')}</div>
          <div data-half>{password('confirmPassword', 'Confirm password')}</div>
          <Button type="submit" fullWidth loading={submitting}>
            Create Account
          </Button>
        </Form>
      )}
    </AuthCard>
  );
}
