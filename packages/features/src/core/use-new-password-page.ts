import { isResetToken, RESET_LINK_INVALID } from '@salon/api/customer-accounts/schemas';
import type { ResetPasswordBody } from '@salon/api/customer-accounts/schemas';
import { isApiError } from '@salon/api/errors';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { useHref, useNavigate, useSearchParams } from 'react-router-dom';
import { errorMessage } from './error-message';

/**
 * The page of a reset e-mail's link (`?token=…`), for staff and customers alike: `reset` sets the new
 * password, then the page leads to `loginPath`. A missing, expired or used link offers a new one
 * (`askingNewLink`, the 'Forgot password?' modal).
 */
export function useNewPasswordPage(
  reset: (body: ResetPasswordBody) => Promise<{ message: string }>,
  loginPath: string,
) {
  const [search] = useSearchParams();
  const token = search.get('token') ?? '';
  const navigate = useNavigate();
  const loginHref = useHref(loginPath);
  const [serverError, setServerError] = useState<string | null>(null);
  const [linkInvalid, setLinkInvalid] = useState(() => !isResetToken(token));
  const [askingNewLink, setAskingNewLink] = useState(false);

  const submit = async (password: string) => {
    setServerError(null);
    try {
      const result = await reset({ token, password });
      toast.success(result.message);
      navigate(loginPath, { replace: true });
    } catch (error) {
      setServerError(errorMessage(error));
      if (isApiError(error) && error.status === 400 && error.message === RESET_LINK_INVALID) {
        setLinkInvalid(true);
      }
    }
  };

  return {
    screen: {
      onSubmit: submit,
      serverError,
      linkInvalid,
      onRequestNewLink: () => setAskingNewLink(true),
      loginHref,
      onLogin: () => navigate(loginPath),
    },
    askingNewLink,
    closeNewLink: () => setAskingNewLink(false),
  };
}
