import { LinkLandingScreen, type LinkLandingState } from '@salon/ui/screens/auth/LinkLandingScreen';
import { useEffect, useRef, useState } from 'react';
import { useHref, useLocation, useNavigate } from 'react-router-dom';
import { errorMessage, useSessionStore } from '../core';
import { useSignInToken } from './use-sign-in-token';

/** The hand-off token in the address's fragment (`/welcome#token=…`), which no server or log sees. */
export function tokenOfHash(hash: string): string | null {
  return new URLSearchParams(hash.replace(/^#/, '')).get('token');
}

/**
 * `/welcome#token=…`, where the paid onboarding hands its new owner over: the one-time token is
 * exchanged for a session (once: a second exchange would fail), kept like a sign-in, and the owner lands
 * on the dashboard. A used or expired token leads to sign-in.
 */
export function SignInLinkContainer() {
  const location = useLocation();
  const navigate = useNavigate();
  const session = useSessionStore();
  const signInHref = useHref('/login');
  const { trigger } = useSignInToken();
  const [state, setState] = useState<LinkLandingState>({ status: 'pending' });
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const token = tokenOfHash(location.hash);
    // The token leaves the address bar (and the history) at once.
    navigate({ pathname: location.pathname, search: location.search }, { replace: true });
    if (!token) {
      setState({ status: 'failed', message: 'This sign-in link is incomplete. Please sign in.' });
      return;
    }
    trigger(token)
      .then((userInfo) => {
        session.set(userInfo);
        navigate('/', { replace: true });
      })
      .catch((error: unknown) => setState({ status: 'failed', message: errorMessage(error) }));
  }, [location, navigate, session, trigger]);

  return (
    <LinkLandingScreen
      heading="Welcome"
      pendingText="Signing you in to your dashboard…"
      state={state}
      fallback={{ href: signInHref, label: 'Sign in', onFollow: () => navigate('/login') }}
    />
  );
}
