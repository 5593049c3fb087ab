import { Button } from '@salon/ui/primitives/Button';
import { useEffect, useRef } from 'react';
import { dayLabel, timeLabel, zoneLabel } from '../BookingScreen/booking-dates';
import { Actions, Details, Main, Message, Placeholder, Row, Title } from './CancelAppointmentScreen.styles';

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

  if (state.status === 'loading') {
    return (
      <Main aria-busy="true">
        <Title>Cancel your appointment</Title>
        <Placeholder role="img" aria-label="Loading your appointment" />
      </Main>
    );
  }
  if (state.status !== 'ready') {
    return (
      <Main>
        <Title>Cancel your appointment</Title>
        <Message role="alert" $tone="danger">
          {state.message}
        </Message>
        <Actions>
          <a href={bookHref}>Book an appointment</a>
        </Actions>
      </Main>
    );
  }
  const { booking } = state;
  return (
    <Main>
      <Title>{booking.cancelled ? 'Your appointment is cancelled' : 'Cancel your appointment'}</Title>
      <Details aria-label="Your appointment">
        <Row>
          <dt>Booking</dt>
          <dd>{booking.appointmentId}</dd>
        </Row>
        <Row>
          <dt>Salon</dt>
          <dd>{booking.salonName}</dd>
        </Row>
        {booking.serviceTitle && (
          <Row>
            <dt>Service</dt>
            <dd>{booking.serviceTitle}</dd>
          </Row>
        )}
        <Row>
          <dt>Stylist</dt>
          <dd>{booking.stylistName}</dd>
        </Row>
        <Row>
          <dt>When</dt>
          <dd>
            {dayLabel(booking.date)}, {timeLabel(booking.time)} ({zoneLabel(booking.timeZone, booking.date)})
          </dd>
        </Row>
      </Details>
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
