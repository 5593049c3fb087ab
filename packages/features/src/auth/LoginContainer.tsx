import { LoginScreen } from '@salon/ui/screens/auth/LoginScreen';
import type { LoginValues } from '@salon/ui/screens/auth/LoginScreen';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { errorMessage, useSessionStore } from '../core';
import { CLIENT_SIGN_IN_REFUSED, canSignInToDashboard } from './policies';
import { useLogin } from './use-login';

/** /login: signs in, keeps the userInfo in the session and goes to the dashboard. */
export function LoginContainer() {
  const session = useSessionStore();
  const navigate = useNavigate();
  const { trigger, isMutating } = useLogin();
  const [serverError, setServerError] = useState<string | null>(null);

  const submit = async (values: LoginValues) => {
    setServerError(null);
    try {
      const userInfo = await trigger(values);
      if (!canSignInToDashboard(userInfo.role)) {
        session.set(null);
        setServerError(CLIENT_SIGN_IN_REFUSED);
        return;
      }
      session.set(userInfo);
      navigate('/', { replace: true });
    } catch (error) {
      setServerError(errorMessage(error));
    }
  };

  return <LoginScreen onSubmit={submit} submitting={isMutating} serverError={serverError} />;
}
