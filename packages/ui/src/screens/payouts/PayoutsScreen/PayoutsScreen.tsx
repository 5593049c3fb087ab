import { DetailList } from '@salon/ui/patterns/DetailList';
import { TitledPage } from '@salon/ui/patterns/TitledPage';
import { Button } from '@salon/ui/primitives/Button';
import { Card } from '@salon/ui/primitives/Card';
import { ErrorText } from '@salon/ui/primitives/ErrorText';
import { Skeleton } from '@salon/ui/primitives/Skeleton';
import { Actions, Body, Intro, Needs, Notice, StatusText } from './PayoutsScreen.styles';

/** The last payout to the salon's bank, texts already formatted by the container. */
export interface PayoutLine {
  /** E.g. "$124.50". */
  amount: string;
  /** E.g. "Paid", "In transit", "Failed". */
  statusText: string;
  tone: 'success' | 'warning' | 'danger';
  /** E.g. "14 Mar 2026"; null when unknown. */
  date: string | null;
  /** The bank's reason of a failed payout. */
  failureMessage: string | null;
}

export type PayoutsScreenState =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'not-connected' }
  /** Stripe still needs `requirements` (readable labels) before the account can take charges. */
  | { status: 'pending'; requirements: string[] }
  | { status: 'connected'; payoutsEnabled: boolean; lastPayout: PayoutLine | null };

export interface PayoutsScreenProps {
  state: PayoutsScreenState;
  /** The set-up call is under way (the button shows a spinner). */
  starting?: boolean;
  /** The owner just came back from Stripe's onboarding. */
  returned?: boolean;
  onStart: () => void;
  onRetry: () => void;
}

const TITLE = 'Payouts';
const ACCOUNT = 'Payout account';

/**
 * The Payouts page (owner only): the salon's own Stripe account, into which its shop orders and
 * booking payments are paid, and out to its bank. Not set up: a button to start; pending: what Stripe still
 * needs and a button to continue; connected: whether charges and payouts are on, and the last payout.
 */
export function PayoutsScreen({
  state,
  starting = false,
  returned = false,
  onStart,
  onRetry,
}: PayoutsScreenProps) {
  return (
    <TitledPage title={TITLE}>
      <Card title={ACCOUNT} headingLevel={2} aria-label={ACCOUNT}>
        <Body>
          <Intro>
            Card payments from your shop and online bookings are paid into your own Stripe account, then out
            to your bank.
          </Intro>
          {state.status === 'loading' && <Skeleton shape="text" lines={3} />}
          {state.status === 'error' && (
            <>
              <ErrorText role="alert" boxed>
                {state.message}
              </ErrorText>
              <Actions>
                <Button variant="secondary" onClick={onRetry}>
                  Try again
                </Button>
              </Actions>
            </>
          )}
          {state.status === 'not-connected' && (
            <>
              <Notice $tone="warning" role="status">
                Payouts are not set up. Your shop cannot take card payments until they are.
              </Notice>
              <p>
                Stripe asks for your business details and the bank account to pay you into. It takes a few
                minutes.
              </p>
              <Actions>
                <Button onClick={onStart} loading={starting}>
                  Set up payouts
                </Button>
              </Actions>
            </>
          )}
          {state.status === 'pending' && (
            <>
              <Notice $tone="warning" role="status">
                Stripe needs more information before your shop can take card payments.
              </Notice>
              {state.requirements.length > 0 ? (
                <Needs aria-label="What Stripe still needs">
                  {state.requirements.map((requirement) => (
                    <li key={requirement}>{requirement}</li>
                  ))}
                </Needs>
              ) : (
                <p>Stripe is checking your details. This usually takes a few minutes.</p>
              )}
              {returned && (
                <p>Just finished on Stripe? It can take a minute for Stripe to confirm your details.</p>
              )}
              <Actions>
                <Button onClick={onStart} loading={starting}>
                  Continue setup
                </Button>
              </Actions>
            </>
          )}
          {state.status === 'connected' && (
            <>
              <Notice $tone="success" role="status">
                Payouts are set up. Your shop takes card payments.
              </Notice>
              <DetailList
                items={[
                  { term: 'Card payments', value: 'Enabled' },
                  {
                    term: 'Payouts to your bank',
                    value: state.payoutsEnabled ? 'Enabled' : 'Not enabled yet',
                  },
                  {
                    term: 'Last payout',
                    value: state.lastPayout ? (
                      <>
                        {state.lastPayout.amount}{' '}
                        <StatusText $tone={state.lastPayout.tone}>{state.lastPayout.statusText}</StatusText>
                        {state.lastPayout.date ? `, ${state.lastPayout.date}` : ''}
                      </>
                    ) : (
                      'No payouts yet'
                    ),
                  },
                ]}
              />
              {state.lastPayout?.failureMessage && (
                <ErrorText boxed>{state.lastPayout.failureMessage}</ErrorText>
              )}
              {!state.payoutsEnabled && (
                <Actions>
                  <Button variant="secondary" onClick={onStart} loading={starting}>
                    Continue setup
                  </Button>
                </Actions>
              )}
            </>
          )}
        </Body>
      </Card>
    </TitledPage>
  );
}
