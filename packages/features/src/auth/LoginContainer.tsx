import { LoginScreen } from '@salon/ui/screens/auth/LoginScreen';
import type { LoginValues } from '@salon/ui/screens/auth/LoginScreen';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useServerError, useSessionStore } from '../core';
import { ForgotPasswordContainer } from './ForgotPasswordContainer';
import { dashboardRefusal } from './policies';
import { useLogin } from './use-login';

/** /login: signs in (or opens 'Forgot password?'), keeps the userInfo in the session and goes to the dashboard. */
export function LoginContainer() {
  const session = useSessionStore();
  const navigate = useNavigate();
  const { trigger, isMutating } = useLogin();
  const { serverError, setServerError, attempt } = useServerError();
  const [forgotOpen, setForgotOpen] = useState(false);

  const submit = (values: LoginValues) =>
    attempt(async () => {
      const userInfo = await trigger(values);
      const refusal = dashboardRefusal(userInfo.role);
      if (refusal) {
        session.set(null);
        setServerError(refusal);
        return;
      }
      session.set(userInfo);
      navigate('/', { replace: true });
    });

  return (
    <>
      <LoginScreen
        onSubmit={submit}
        submitting={isMutating}
        serverError={serverError}
        onForgotPassword={() => setForgotOpen(true)}
      />
      <ForgotPasswordContainer open={forgotOpen} onClose={() => setForgotOpen(false)} />
    </>
  );
}
