import { Button } from '@salon/ui/primitives/Button';
import { useEffect, useRef } from 'react';
import { localDateIn, whenLabel } from '../BookingScreen/booking-dates';
import { Actions, Main, Message, Title, VisitFacts, VisitLinkPending } from '../VisitLinkPage';

export interface FeeVisitView {
  appointmentId: string;
  salonName: string;
  service: string;
  /** The visit's start instant, shown in the salon's `timeZone`. */
  startsAt: string;
  timeZone: string;
  /** 'No-show fee' or 'Late-cancellation fee'. */
  feeLabel: string;
  /** Formatted in the salon's currency, e.g. '$25.00'. */
  amount: string;
}

/**
 * Where the fee stands: `due` awaits the client's Pay, `authenticating` is the bank's step, then `paid` or
 * `declined`; `nothingDue` when the link names a visit with no fee awaiting the client.
 */
export type FeePhase = 'due' | 'authenticating' | 'paid' | 'declined' | 'nothingDue';

export type PayAppointmentFeeState =
  | { status: 'loading' }
  /** The link is not one the server signed, or names no visit. */
  | { status: 'invalid'; message: string }
  | { status: 'error'; message: string }
  | { status: 'ready'; visit: FeeVisitView; phase: FeePhase; message: string | null };

export interface PayAppointmentFeeScreenProps {
  state: PayAppointmentFeeState;
  onPay: () => void;
  paying?: boolean;
  /** The salon's site home. */
  salonHref: string;
}

/** The visit's start as the salon's clock shows it: 'Tuesday, 17 March 2026, 11:00 AM New York time (EDT)'. */
function startLabel(startsAt: string, timeZone: string): string {
  const instant = new Date(startsAt);
  const date = localDateIn(timeZone, instant);
  const time = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(instant);
  return whenLabel(date, time, timeZone);
}

const TONES = {
  due: 'info',
  authenticating: 'info',
  paid: 'success',
  declined: 'danger',
  nothingDue: 'info',
} as const;

/** The page of a fee's e-mailed payment link: the visit, the fee, and Pay. */
export function PayAppointmentFeeScreen({
  state,
  onPay,
  paying = false,
  salonHref,
}: PayAppointmentFeeScreenProps) {
  const messageRef = useRef<HTMLParagraphElement>(null);
  const phase = state.status === 'ready' ? state.phase : null;
  useEffect(() => {
    if (phase === 'paid' || phase === 'declined') messageRef.current?.focus();
  }, [phase]);

  if (state.status !== 'ready') {
    return (
      <VisitLinkPending
        title="Pay your appointment fee"
        state={state}
        loadingLabel="Loading the payment"
        back={<a href={salonHref}>Go to the salon’s site</a>}
      />
    );
  }
  const { visit, message } = state;
  return (
    <Main>
      <Title>{state.phase === 'paid' ? 'Your fee is paid' : 'Pay your appointment fee'}</Title>
      <VisitFacts
        facts={[
          ['Booking', visit.appointmentId],
          ['Salon', visit.salonName],
          ['Service', visit.service],
          ['When', startLabel(visit.startsAt, visit.timeZone)],
          state.phase !== 'nothingDue' && ['Fee', `${visit.feeLabel}: ${visit.amount}`],
        ]}
      />
      {message && (
        <Message
          ref={messageRef}
          tabIndex={-1}
          role={state.phase === 'declined' ? 'alert' : 'status'}
          $tone={TONES[state.phase]}
        >
          {message}
        </Message>
      )}
      <Actions>
        {(state.phase === 'due' || state.phase === 'authenticating') && (
          <Button loading={paying || state.phase === 'authenticating'} onClick={onPay}>
            Pay {visit.amount}
          </Button>
        )}
        <a href={salonHref}>Go to the salon’s site</a>
      </Actions>
    </Main>
  );
}
