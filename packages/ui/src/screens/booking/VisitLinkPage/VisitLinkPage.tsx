import type { ReactNode } from 'react';
import { Actions, Details, Main, Message, Placeholder, Row, Title } from './VisitLinkPage.styles';

/** A link page before its visit is ready: loading, or the link's problem (not ours, expired, an error). */
export type VisitLinkPendingState = { status: 'loading' } | { status: 'invalid' | 'error'; message: string };

export interface VisitLinkPendingProps {
  /** The page's heading, the same in every state. */
  title: string;
  state: VisitLinkPendingState;
  /** What the placeholder says while loading, e.g. 'Loading your appointment'. */
  loadingLabel: string;
  /** Where the client goes from a link that failed (a link to the salon's site or booking page). */
  back: ReactNode;
}

/**
 * The pages of an e-mailed link (cancel, reschedule, pay a fee) open the same way: the page's heading
 * over a placeholder while the visit loads, or over the link's problem with a way back to the salon.
 */
export function VisitLinkPending({ title, state, loadingLabel, back }: VisitLinkPendingProps) {
  if (state.status === 'loading') {
    return (
      <Main aria-busy="true">
        <Title>{title}</Title>
        <Placeholder role="img" aria-label={loadingLabel} />
      </Main>
    );
  }
  return (
    <Main>
      <Title>{title}</Title>
      <Message role="alert" $tone="danger">
        {state.message}
      </Message>
      <Actions>{back}</Actions>
    </Main>
  );
}

/** One line of a visit's facts: its term and value, or a falsy entry for a line the visit lacks. */
export type VisitFact = readonly [term: string, value: ReactNode] | false | '' | null | undefined;

/** The visit a link names, as a list of facts ('Booking', 'Salon', 'Service', 'When'…). */
export function VisitFacts({ facts }: { facts: readonly VisitFact[] }) {
  return (
    <Details aria-label="Your appointment">
      {facts.map(
        (fact) =>
          fact && (
            <Row key={fact[0]}>
              <dt>{fact[0]}</dt>
              <dd>{fact[1]}</dd>
            </Row>
          ),
      )}
    </Details>
  );
}
