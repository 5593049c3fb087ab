import { pastPolicyMessage } from '@salon/api/booking-settings/schemas';
import { BOOKING_HORIZON_DAYS, CancelToken } from '@salon/api/booking/schemas';
import { RESCHEDULE_MESSAGES, type RescheduleInfo } from '@salon/api/booking/visits';
import { isApiError } from '@salon/api/errors';
import { addDays, localDateIn } from '@salon/ui/screens/booking/BookingScreen';
import {
  RescheduleScreen,
  type RescheduleOutcome,
  type RescheduleSlots,
  type RescheduleState,
} from '@salon/ui/screens/booking/RescheduleScreen';
import { useState } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { errorMessage, useShopCustomer } from '../core';
import { useReschedule } from './use-reschedule';
import { useRescheduleInfo } from './use-reschedule-info';
import { useStylistDay } from './use-stylist-day';

export interface RescheduleContainerProps {
  /** Defaults to the route's `?token=`. */
  token?: string;
  /** A fixed "now" (stories); the salon's today is taken from it. */
  now?: Date;
}

/**
 * `/salon/{salonName}/reschedule-appointment?token=…`: the page of a reschedule link (e-mailed, or from
 * My appointments). It opens on the visit's day with the same stylist; the client picks a new time and
 * the server moves the visit (409 when someone was faster: the day's times are read again).
 */
export function RescheduleContainer({ token: tokenProp, now }: RescheduleContainerProps) {
  const [search] = useSearchParams();
  const { salonName = '' } = useParams<{ salonName: string }>();
  const customer = useShopCustomer(salonName);
  const token = tokenProp ?? search.get('token') ?? '';
  const valid = CancelToken.is(token);
  const info = useRescheduleInfo(valid ? token : null);
  const move = useReschedule(token);
  const [outcome, setOutcome] = useState<(RescheduleOutcome & { info?: RescheduleInfo }) | null>(null);
  const [pickedDate, setPickedDate] = useState<string | null>(null);
  const [slotId, setSlotId] = useState<string | null>(null);

  const visit = outcome?.info ?? info.data;
  const today = visit ? localDateIn(visit.timeZone, now ?? new Date()) : null;
  const maxDate = today ? addDays(today, BOOKING_HORIZON_DAYS - 1) : null;
  const visitDay = visit && today && visit.dateAsAString >= today ? visit.dateAsAString : today;
  const date = pickedDate ?? visitDay;
  const day = useStylistDay(visit?.salonId ?? null, visit?.stylistId ?? null, date);

  const onConfirm = async () => {
    if (!slotId) return;
    try {
      const result = await move.trigger(slotId);
      setOutcome({ moved: true, message: result.message, info: result.data });
      void info.mutate(result.data, { revalidate: false });
    } catch (error) {
      setOutcome({ moved: false, message: errorMessage(error) });
      setSlotId(null);
      // Someone was faster: show the day as it now is. Too late: the visit as the server sees it.
      if (isApiError(error) && error.status === 409) void day.mutate();
      if (isApiError(error) && error.status === 400) void info.mutate();
    }
  };

  let state: RescheduleState;
  if (!valid) state = { status: 'invalid', message: RESCHEDULE_MESSAGES.invalidLink };
  else if (visit) {
    state = {
      status: 'ready',
      visit: {
        appointmentId: visit.appointmentId,
        salonName: visit.salonName,
        service: [visit.mainService, visit.subService].filter(Boolean).join(' · ') || null,
        stylistId: visit.stylistId,
        stylistName: visit.stylistName,
        durationMinutes: visit.durationMinutes,
        date: visit.dateAsAString,
        time: visit.timeAsAString,
        timeZone: visit.timeZone,
        cancelled: visit.status === 'canceled',
        reschedulable: visit.reschedulable,
        tooLate: pastPolicyMessage(visit.cutoffMinutes, visit.salonPhone),
      },
      // The same object until the next answer: the screen moves focus to it once.
      outcome,
    };
  } else if (info.error) {
    state =
      isApiError(info.error) && (info.error.status === 404 || info.error.status === 400)
        ? { status: 'invalid', message: RESCHEDULE_MESSAGES.invalidLink }
        : { status: 'error', message: errorMessage(info.error) };
  } else state = { status: 'loading' };

  let slots: RescheduleSlots;
  const stylist = day.data?.stylists.find((item) => item.stylistData._id === visit?.stylistId);
  if (day.data) {
    slots = {
      status: 'ready',
      slots: (stylist?.slots ?? []).map((slot) => ({
        _id: slot._id,
        time: slot.timeAsAString,
        status: slot.slotStatus,
        choosable: slot.choosable,
      })),
    };
  } else if (day.error) slots = { status: 'error', message: errorMessage(day.error) };
  else slots = { status: 'loading' };

  const slug = visit?.salonSlug ?? salonName;
  return (
    <RescheduleScreen
      state={state}
      day={{ date: date ?? '', today: today ?? '', maxDate: maxDate ?? '' }}
      slots={slots}
      selectedSlotId={slotId}
      onDateChange={(next) => {
        setPickedDate(next);
        setSlotId(null);
      }}
      onChoose={(id) => {
        setSlotId(id);
        if (outcome && !outcome.moved) setOutcome(null);
      }}
      onConfirm={() => void onConfirm()}
      moving={move.isMutating}
      backHref={customer ? `/salon/${slug}/my-appointments` : `/salon/${slug}/book-appointment`}
      backLabel={customer ? 'Back to My appointments' : 'Book another appointment'}
    />
  );
}
