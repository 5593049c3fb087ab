import { Button } from '@salon/ui/primitives/Button';
import { useEffect, useRef } from 'react';
import { whenLabel } from '../BookingScreen/booking-dates';
import { Actions, Main, Message, Title, VisitFacts, VisitLinkPending } from '../VisitLinkPage';

export interface CancelBookingView {
  appointmentId: string;
  salonName: string;
  /** 'Haircuts · Men's Cut'. */
  serviceTitle: string | null;
  stylistName: string;
  /** Salon-local 'YYYY-MM-DD' and 'HH:mm' in `timeZone`. */
  date: string;
  time: string;
  timeZone: string;
  cancelled: boolean;
  /** Not cancelled and further ahead than the salon's cancellation policy allows. */
  cancellable: boolean;
  /** The salon's policy as the client reads it ('You can cancel or reschedule online up to …'). */
  changePolicy: string;
  /** What is said past the policy: the salon's phone to call. */
  tooLate: string;
}

export type CancelAppointmentState =
  | { status: 'loading' }
  /** The link is not one the server made, or names no booking. */
  | { status: 'invalid'; message: string }
  | { status: 'error'; message: string }
  | {
      status: 'ready';
      booking: CancelBookingView;
      /** The server's answer to 'Cancel booking' (cancelled, already cancelled, too late). */
      message?: string | null;
    };

export interface CancelAppointmentScreenProps {
  state: CancelAppointmentState;
  onCancel: () => void;
  cancelling?: boolean;
  /** The salon's booking page, to book again. */
  bookHref: string;
}

/** The page a confirmation e-mail's cancel link opens: the booking, and 'Cancel booking'. */
export function CancelAppointmentScreen({
  state,
  onCancel,
  cancelling = false,
  bookHref,
}: CancelAppointmentScreenProps) {
  const messageRef = useRef<HTMLParagraphElement>(null);
  const message = state.status === 'ready' ? state.message : null;
  useEffect(() => {
    if (message) messageRef.current?.focus();
  }, [message]);

  if (state.status !== 'ready') {
    return (
      <VisitLinkPending
        title="Cancel your appointment"
        state={state}
        loadingLabel="Loading your appointment"
        back={<a href={bookHref}>Book an appointment</a>}
      />
    );
  }
  const { booking } = state;
  return (
    <Main>
      <Title>{booking.cancelled ? 'Your appointment is cancelled' : 'Cancel your appointment'}</Title>
      <VisitFacts
        facts={[
          ['Booking', booking.appointmentId],
          ['Salon', booking.salonName],
          booking.serviceTitle && ['Service', booking.serviceTitle],
          ['Stylist', booking.stylistName],
          ['When', whenLabel(booking.date, booking.time, booking.timeZone)],
        ]}
      />
      {message ? (
        <Message
          ref={messageRef}
          tabIndex={-1}
          role="status"
          $tone={booking.cancelled ? 'success' : 'danger'}
        >
          {message}
        </Message>
      ) : booking.cancelled ? (
        <Message role="status" $tone="info">
          This appointment was already cancelled
        </Message>
      ) : !booking.cancellable ? (
        <Message role="status" $tone="info">
          {booking.tooLate}
        </Message>
      ) : (
        <Message $tone="info">{booking.changePolicy}</Message>
      )}
      <Actions>
        {booking.cancellable && !booking.cancelled && (
          <Button variant="danger" loading={cancelling} onClick={onCancel}>
            Cancel booking
          </Button>
        )}
        <a href={bookHref}>
          {booking.cancelled ? 'Book another appointment' : 'Keep it and go to the salon’s booking page'}
        </a>
      </Actions>
    </Main>
  );
}
