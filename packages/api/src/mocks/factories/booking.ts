import type { Slot } from '../../availability/schemas';
import type {
  AvailableDay,
  BookingConfirmation,
  PublicSlot,
  WebsiteBookingBody,
} from '../../booking/schemas';
import {
  appointmentIdOf,
  buildStylistData,
  MOCK_SALON_ID,
  MOCK_SERVICES,
  MOCK_STYLIST_IDS,
  MOCK_TIME_ZONE,
} from './appointments';
import { buildSlot, buildWeekSlots, halfHours } from './availability';

export function toPublicSlot(slot: Slot): PublicSlot {
  return {
    _id: slot._id,
    timeAsAString: slot.timeAsAString,
    timeAsADate: slot.timeAsADate,
    endAsADate: slot.endAsADate,
    slotStatus: slot.slotStatus,
    choosable: slot.slotStatus === 'available' && slot.editable,
  };
}

function publicStylist(stylistId: string) {
  const { _id, name, photo } = buildStylistData(stylistId);
  return { _id, name, photo };
}

/**
 * The public booking page's day: Stella's fixture slots, James with a confirmed 10:00 and Priya with a
 * waiting 13:30 (their slots carry other ids than the calendar's).
 */
export function buildAvailableDay(date = '2026-03-17', stylistId?: string | null): AvailableDay {
  const stella = buildWeekSlots().filter((slot) => slot.start_date === date);
  const others = MOCK_STYLIST_IDS.slice(1).map((id, index) => {
    const taken =
      index === 0
        ? { time: '10:00', status: 'confirmed' as const }
        : { time: '13:30', status: 'waiting' as const };
    return {
      stylistData: publicStylist(id),
      slots: halfHours('10:00', '16:00').map((time, n) =>
        toPublicSlot(
          buildSlot(date, time, [], {
            _id: `a5200000-0000-4000-8000-${(index * 100 + n + 1).toString(16).padStart(12, '0')}`,
            stylist: id,
            ...(time === taken.time ? { slotStatus: taken.status } : {}),
          }),
        ),
      ),
    };
  });
  const stylists = [
    { stylistData: publicStylist(MOCK_STYLIST_IDS[0]), slots: stella.map(toPublicSlot) },
    ...others,
  ];
  return {
    salon: MOCK_SALON_ID,
    date,
    timeZone: MOCK_TIME_ZONE,
    stylists: stylistId ? stylists.filter((s) => s.stylistData._id === stylistId) : stylists,
  };
}

/** A day without slots: 'No Time Slots Available for this day'. */
export function buildEmptyAvailableDay(date = '2026-03-22'): AvailableDay {
  return { salon: MOCK_SALON_ID, date, timeZone: MOCK_TIME_ZONE, stylists: [] };
}

export function buildBookingConfirmation(body?: Partial<WebsiteBookingBody>): BookingConfirmation {
  const start = body?.timeData?.timeAsADate ?? '2026-03-17T15:00:00.000Z';
  const minutes = body?.requiredDuration ?? 30;
  return {
    _id: appointmentIdOf(99),
    appointmentId: 'AP-001099',
    status: 'waiting',
    dateAsAString: body?.appointmentDate ?? '2026-03-17',
    timeAsAString: body?.timeData?.timeAsAString ?? '11:00',
    timeAsADate: start,
    endAsADate: new Date(new Date(start).getTime() + minutes * 60_000).toISOString(),
    timeZone: MOCK_TIME_ZONE,
    stylistData: publicStylist(body?.stylistId ?? MOCK_STYLIST_IDS[0]),
    mainService: { ...MOCK_SERVICES.haircuts },
    subService: { ...MOCK_SERVICES.haircut },
    userName: body?.name ?? 'Noah Brooks',
    userEmail: body?.email ?? 'noah.brooks@example.com',
    accountCreated: Boolean(body?.isNewUser),
  };
}
