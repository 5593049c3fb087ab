import { LinkLandingScreen, type LinkLandingState } from '@salon/ui/screens/auth/LinkLandingScreen';
import { useEffect, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { useHref, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { errorMessage, useSessionStore } from '../core';
import { useActivateAccount } from './use-activate-account';

/**
 * `/salon/{salonName}/activate?token=…`, the page of the sign-up e-mail: the link creates the account
 * (once) and signs the customer in, then the salon's home opens with the server's message. A used or
 * expired link says so and leads to the salon's home, where Create Account starts again.
 */
export function ActivateAccountContainer() {
  const { salonName = '' } = useParams<{ salonName: string }>();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const session = useSessionStore();
  const homeHref = useHref(`/salon/${salonName}`);
  const { trigger } = useActivateAccount();
  const [state, setState] = useState<LinkLandingState>({ status: 'pending' });
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const token = search.get('token');
    if (!token) {
      setState({ status: 'failed', message: 'This link is incomplete. Please create your account again.' });
      return;
    }
    trigger(token)
      .then((result) => {
        session.set(result.data);
        toast.success(result.message);
        navigate(`/salon/${salonName}#banner`, { replace: true });
      })
      .catch((error: unknown) => setState({ status: 'failed', message: errorMessage(error) }));
  }, [navigate, salonName, search, session, trigger]);

  return (
    <LinkLandingScreen
      heading="Your account"
      pendingText="Creating your account…"
      placement="site"
      state={state}
      fallback={{
        href: homeHref,
        label: 'Back to the salon',
        onFollow: () => navigate(`/salon/${salonName}`),
      }}
    />
  );
}
