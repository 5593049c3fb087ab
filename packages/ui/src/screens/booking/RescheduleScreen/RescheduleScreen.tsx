import { Button } from '@salon/ui/primitives/Button';
import { Suspense, useEffect, useRef } from 'react';
import { LazyBookingCalendar } from '../BookingCalendar/lazy-booking-calendar';
import { dayLabel, durationLabel, timeLabel, whenLabel } from '../BookingScreen/booking-dates';
import { Placeholder as CalendarPlaceholder } from '../BookingScreen/BookingScreen.styles';
import { Actions, Main, Message, Placeholder, Title, VisitFacts, VisitLinkPending } from '../VisitLinkPage';
import { SlotGrid, type SlotView } from '../SlotGrid';
import { Picker, PickerTitle } from './RescheduleScreen.styles';

/** The visit a reschedule link names, as the page shows it. */
export interface RescheduleVisitView {
  appointmentId: string;
  salonName: string;
  /** 'Haircuts · Men's Cut'. */
  service: string | null;
  stylistId: string;
  stylistName: string;
  durationMinutes: number;
  /** Salon-local 'YYYY-MM-DD' and 'HH:mm' in `timeZone`. */
  date: string;
  time: string;
  timeZone: string;
  cancelled: boolean;
  /** The salon's rule still lets the client move it online. */
  reschedulable: boolean;
  /** What is said past the policy: the salon's cutoff and the phone to call. */
  tooLate: string;
}

/** The server's answer to the move: moved, or refused (someone was faster, too late). */
export interface RescheduleOutcome {
  moved: boolean;
  message: string;
}

export type RescheduleState =
  | { status: 'loading' }
  /** The link is not one the server signed for rescheduling, or names no visit. */
  | { status: 'invalid'; message: string }
  | { status: 'error'; message: string }
  | { status: 'ready'; visit: RescheduleVisitView; outcome?: RescheduleOutcome | null };

export type RescheduleSlots =
  { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; slots: SlotView[] };

export interface RescheduleScreenProps {
  state: RescheduleState;
  /** The day shown, the salon's today and the last day one may book ('YYYY-MM-DD'). */
  day: { date: string; today: string; maxDate: string };
  slots: RescheduleSlots;
  selectedSlotId: string | null;
  onDateChange: (date: string) => void;
  onChoose: (slotId: string) => void;
  onConfirm: () => void;
  moving?: boolean;
  /** My appointments (for a signed-in customer) or the booking page. */
  backHref: string;
  backLabel: string;
}

/**
 * The page of a reschedule link (from an e-mail or My appointments): the visit, then the same stylist's
 * times of a day to pick a new one; the move keeps the service and the stylist.
 */
export function RescheduleScreen({
  state,
  day,
  slots,
  selectedSlotId,
  onDateChange,
  onChoose,
  onConfirm,
  moving = false,
  backHref,
  backLabel,
}: RescheduleScreenProps) {
  const messageRef = useRef<HTMLParagraphElement>(null);
  const outcome = state.status === 'ready' ? state.outcome : null;
  useEffect(() => {
    if (outcome) messageRef.current?.focus();
  }, [outcome]);

  if (state.status !== 'ready') {
    return (
      <VisitLinkPending
        title="Reschedule your appointment"
        state={state}
        loadingLabel="Loading your appointment"
        back={<a href={backHref}>{backLabel}</a>}
      />
    );
  }
  const { visit } = state;
  const moved = outcome?.moved === true;
  const picking = !moved && !visit.cancelled && visit.reschedulable;
  const chosen =
    slots.status === 'ready' ? slots.slots.find((slot) => slot._id === selectedSlotId) : undefined;
  return (
    <Main>
      <Title>{moved ? 'Your appointment is moved' : 'Reschedule your appointment'}</Title>
      <VisitFacts
        facts={[
          ['Booking', visit.appointmentId],
          ['Salon', visit.salonName],
          visit.service && ['Service', `${visit.service} (${durationLabel(visit.durationMinutes)})`],
          ['Stylist', visit.stylistName],
          [moved ? 'Now' : 'When', whenLabel(visit.date, visit.time, visit.timeZone)],
        ]}
      />
      {outcome ? (
        <Message ref={messageRef} tabIndex={-1} role="status" $tone={outcome.moved ? 'success' : 'danger'}>
          {outcome.message}
        </Message>
      ) : visit.cancelled ? (
        <Message role="status" $tone="info">
          This appointment was cancelled and can no longer be moved
        </Message>
      ) : !visit.reschedulable ? (
        <Message role="status" $tone="info">
          {visit.tooLate}
        </Message>
      ) : null}
      {picking && (
        <Picker aria-labelledby="reschedule-pick">
          <PickerTitle id="reschedule-pick">Pick a new time with {visit.stylistName}</PickerTitle>
          <Suspense fallback={<CalendarPlaceholder $height={300} aria-hidden="true" />}>
            <LazyBookingCalendar
              value={day.date}
              today={day.today}
              maxDate={day.maxDate}
              onChange={onDateChange}
            />
          </Suspense>
          {slots.status === 'loading' ? (
            <Placeholder role="img" aria-label="Loading the times of the day" />
          ) : slots.status === 'error' ? (
            <Message role="alert" $tone="danger">
              {slots.message}
            </Message>
          ) : (
            <SlotGrid
              date={day.date}
              stylists={[{ _id: visit.stylistId, name: visit.stylistName, slots: slots.slots }]}
              selectedSlotId={selectedSlotId}
              onChoose={(_stylistId, slotId) => onChoose(slotId)}
            />
          )}
          <Actions>
            <Button onClick={onConfirm} disabled={!chosen} loading={moving}>
              {chosen ? `Move to ${timeLabel(chosen.time)}, ${dayLabel(day.date)}` : 'Choose a new time'}
            </Button>
          </Actions>
        </Picker>
      )}
      <Actions>
        <a href={backHref}>{backLabel}</a>
      </Actions>
    </Main>
  );
}
