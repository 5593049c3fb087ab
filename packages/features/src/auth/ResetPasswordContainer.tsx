import { isResetToken, RESET_LINK_INVALID } from '@salon/api/customer-accounts/schemas';
import { isApiError } from '@salon/api/errors';
import { SetNewPasswordScreen } from '@salon/ui/screens/site/SetNewPasswordScreen';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { useHref, useNavigate, useSearchParams } from 'react-router-dom';
import { errorMessage } from '../core';
import { ForgotPasswordContainer } from './ForgotPasswordContainer';
import { useStaffResetPassword } from './use-staff-reset-password';

const LOGIN = '/login';

/**
 * `/reset-password?token=…` of the dashboard, the page of staff's reset e-mail (signed out): sets the new
 * password (which signs the account out everywhere), then leads to sign-in. A missing, expired or used
 * link offers a new one.
 */
export function ResetPasswordContainer() {
  const [search] = useSearchParams();
  const token = search.get('token') ?? '';
  const navigate = useNavigate();
  const loginHref = useHref(LOGIN);
  const { trigger, isMutating } = useStaffResetPassword();
  const [serverError, setServerError] = useState<string | null>(null);
  const [linkInvalid, setLinkInvalid] = useState(() => !isResetToken(token));
  const [askingNewLink, setAskingNewLink] = useState(false);

  const submit = async (password: string) => {
    setServerError(null);
    try {
      const result = await trigger({ token, password });
      toast.success(result.message);
      navigate(LOGIN, { replace: true });
    } catch (error) {
      setServerError(errorMessage(error));
      if (isApiError(error) && error.status === 400 && error.message === RESET_LINK_INVALID) {
        setLinkInvalid(true);
      }
    }
  };

  return (
    <>
      <SetNewPasswordScreen
        onSubmit={submit}
        submitting={isMutating}
        serverError={serverError}
        linkInvalid={linkInvalid}
        onRequestNewLink={() => setAskingNewLink(true)}
        loginHref={loginHref}
        onLogin={() => navigate(LOGIN)}
      />
      <ForgotPasswordContainer open={askingNewLink} onClose={() => setAskingNewLink(false)} />
    </>
  );
}
