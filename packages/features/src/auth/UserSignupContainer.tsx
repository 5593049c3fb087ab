import { UserSignupScreen, type UserSignupSubmit } from '@salon/ui/screens/auth/UserSignupScreen';
import { useMemo, useState } from 'react';
import { useHref, useNavigate } from 'react-router-dom';
import { errorMessage, useEnabledSalons } from '../core';
import { useUserSignup } from './use-user-signup';

/** /user-signup: a client creates an account with one of the enabled salons. */
export function UserSignupContainer() {
  const navigate = useNavigate();
  const signInHref = useHref('/login');
  const salons = useEnabledSalons();
  const { trigger, isMutating } = useUserSignup();
  const [serverError, setServerError] = useState<string | null>(null);
  const [success, setSuccess] = useState(false);

  const options = useMemo(
    () => (salons.data ?? []).map((salon) => ({ id: salon._id, name: salon.name })),
    [salons.data],
  );

  const submit = async (values: UserSignupSubmit) => {
    setServerError(null);
    try {
      await trigger(values);
      setSuccess(true);
    } catch (error) {
      setServerError(errorMessage(error));
    }
  };

  return (
    <UserSignupScreen
      salons={options}
      salonsLoading={salons.isLoading}
      onSubmit={submit}
      submitting={isMutating}
      serverError={serverError ?? (salons.error ? errorMessage(salons.error) : null)}
      success={success}
      signInHref={signInHref}
      onSignIn={() => navigate('/login')}
    />
  );
}
