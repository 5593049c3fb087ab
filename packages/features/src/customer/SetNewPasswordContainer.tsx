import { isResetToken, RESET_LINK_INVALID } from '@salon/api/customer-accounts/schemas';
import { isApiError } from '@salon/api/errors';
import { SetNewPasswordScreen } from '@salon/ui/screens/site/SetNewPasswordScreen';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { useHref, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { errorMessage } from '../core';
import { PasswordAssistanceContainer } from './PasswordAssistanceContainer';
import { useResetPassword } from './use-reset-password';

/**
 * `/salon/{salonName}/reset-password?token=…`, the page of the Password assistance e-mail: sets the new
 * password, then leads to sign-in. A missing, expired or used link offers a new one.
 */
export function SetNewPasswordContainer() {
  const { salonName = '' } = useParams<{ salonName: string }>();
  const [search] = useSearchParams();
  const token = search.get('token') ?? '';
  const navigate = useNavigate();
  const login = `/salon/${salonName}/login`;
  const loginHref = useHref(login);
  const { trigger, isMutating } = useResetPassword();
  const [serverError, setServerError] = useState<string | null>(null);
  const [linkInvalid, setLinkInvalid] = useState(() => !isResetToken(token));
  const [askingNewLink, setAskingNewLink] = useState(false);

  const submit = async (password: string) => {
    setServerError(null);
    try {
      const result = await trigger({ token, password });
      toast.success(result.message);
      navigate(login, { replace: true });
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
        onLogin={() => navigate(login)}
      />
      <PasswordAssistanceContainer
        open={askingNewLink}
        onClose={() => setAskingNewLink(false)}
        salonName={salonName}
      />
    </>
  );
}
