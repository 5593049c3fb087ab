import { ErrorText } from '@salon/ui/primitives/ErrorText';
import { AuthCard } from '@salon/ui/patterns/AuthCard';
import { Spinner } from '@salon/ui/primitives/Spinner';
import type { MouseEvent } from 'react';
import { Body } from './LinkLandingScreen.styles';

export type LinkLandingState = { status: 'pending' } | { status: 'failed'; message: string };

export interface LinkLandingScreenProps {
  /** The h1, e.g. "Signing you in". */
  heading: string;
  /** What happens while the link is checked. */
  pendingText: string;
  state: LinkLandingState;
  /** `site` inside a salon's site frame; `center` on its own page (the dashboard's). */
  placement?: 'center' | 'site';
  /** Where a failed link leads (sign-in, or the salon's home), and its label. */
  fallback: { href: string; label: string; onFollow?: () => void };
}

/**
 * The page an e-mailed or handed-off single-use link opens (the new owner's sign-in, a new customer's
 * account): it says it is working while the link is checked, then the page moves on; a used or expired
 * link shows the server's message and a way on.
 */
export function LinkLandingScreen({
  heading,
  pendingText,
  state,
  placement = 'center',
  fallback,
}: LinkLandingScreenProps) {
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!fallback.onFollow) return;
    event.preventDefault();
    fallback.onFollow();
  };
  return (
    <AuthCard placement={placement} heading={heading} headingId="link-landing-heading" intro="">
      {state.status === 'pending' ? (
        <Body role="status" aria-busy="true">
          <Spinner decorative />
          <p>{pendingText}</p>
        </Body>
      ) : (
        <Body>
          <ErrorText role="alert">{state.message}</ErrorText>
          <a href={fallback.href} onClick={follow}>
            {fallback.label}
          </a>
        </Body>
      )}
    </AuthCard>
  );
}
