import { tooLateMessage } from '../../booking-settings/schemas';
import type { Slot } from '../../availability/schemas';
import { compactDay } from '../../booking/available-times';
import type {
  AvailableDay,
  AvailableTimes,
  BookingConfirmation,
  BookingCardSetup,
  BookingDeposit,
  CancelInfo,
  NextAvailableDate,
  PublicSlot,
  WebsiteBookingBody,
} from '../../booking/schemas';
import {
  addMinutesIso,
  appointmentIdOf,
  buildStylistData,
  MOCK_SALON_ID,
  MOCK_SERVICES,
  MOCK_STYLIST_IDS,
  MOCK_TIME_ZONE,
  mockInstant,
} from './appointments';
import { buildSlot, buildWeekSlots, halfHours } from './availability';
import { fixedId } from '../builders';
import { FIXED_NOW } from '../clock';

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
            _id: fixedId('a5200000', index * 100 + n + 1),
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
    cutoffMinutes: MOCK_CUTOFF_MINUTES,
  };
}

/** `day` as the booking page's compact call answers it (its day starting at the fixture zone's midnight). */
export function compactFixtureDay(day: AvailableDay): AvailableTimes {
  return compactDay(day, mockInstant(day.date, '00:00'));
}

/** `buildAvailableDay` in the compact form of `getAvailableTimesByDate`. */
export function buildAvailableTimes(date = '2026-03-17', stylistId?: string | null): AvailableTimes {
  return compactFixtureDay(buildAvailableDay(date, stylistId));
}

/** 'YYYY-MM-DD' plus `days`. */
function addDaysTo(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** The fixture clock's salon-local today (05:00 in New York on Monday 16 March 2026). */
export const MOCK_TODAY = '2026-03-16';

/**
 * The first day on or after `fromDate` (default the fixture today) whose `buildAvailableDay` has a
 * choosable slot, within the booking horizon (92 days); null when none.
 */
export function buildNextAvailableDate(
  fromDate?: string | null,
  stylistId?: string | null,
  horizonDays = 92,
): NextAvailableDate {
  const today = MOCK_TODAY;
  const last = addDaysTo(today, horizonDays - 1);
  let date = fromDate && fromDate > today ? fromDate : today;
  for (; date <= last; date = addDaysTo(date, 1)) {
    const day = buildAvailableDay(date, stylistId);
    if (day.stylists.some((s) => s.slots.some((slot) => slot.choosable))) {
      return { date, timeZone: MOCK_TIME_ZONE };
    }
  }
  return { date: null, timeZone: MOCK_TIME_ZONE };
}

/** A day without slots: 'No Time Slots Available for this day'. */
export function buildEmptyAvailableDay(date = '2026-03-22'): AvailableDay {
  return {
    salon: MOCK_SALON_ID,
    date,
    timeZone: MOCK_TIME_ZONE,
    stylists: [],
    cutoffMinutes: MOCK_CUTOFF_MINUTES,
  };
}

export function buildBookingConfirmation(body?: Partial<WebsiteBookingBody>): BookingConfirmation {
  const start = body?.timeData?.timeAsADate ?? '2026-03-17T15:00:00.000Z';
  const minutes = body?.requiredDuration ?? 30;
  return {
    _id: appointmentIdOf(99),
    appointmentId: 'AP-001099',
    // Demo Salon confirms online bookings at once (the default).
    status: 'confirmed',
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

/** Demo Salon's payment policy text, shown before a deposit is paid. */
export const MOCK_PAYMENT_POLICY_TEXT =
  'Deposits are kept for cancellations within 24 hours of the appointment and refunded otherwise.';

/** A deposit of $20.00 held ten minutes from the fixed clock, paid with the offline test cards. */
export function buildBookingDeposit(overrides: Partial<BookingDeposit> = {}): BookingDeposit {
  return {
    amount: 20,
    currency: 'usd',
    status: 'pending',
    dueUntil: new Date(FIXED_NOW.getTime() + 10 * 60_000).toISOString(),
    policyText: MOCK_PAYMENT_POLICY_TEXT,
    payment: { provider: 'offline', clientSecret: null, publishableKey: null },
    ...overrides,
  };
}

/** A card to save (card on file) held ten minutes from the fixed clock, with Demo Salon's fees. */
export function buildBookingCardSetup(overrides: Partial<BookingCardSetup> = {}): BookingCardSetup {
  return {
    status: 'pending',
    dueUntil: new Date(FIXED_NOW.getTime() + 10 * 60_000).toISOString(),
    policyText: MOCK_PAYMENT_POLICY_TEXT,
    noShowFee: 25,
    lateCancelFee: 10,
    payment: { provider: 'offline', clientSecret: null, publishableKey: null },
    ...overrides,
  };
}

/** Demo Salon's cancellation policy: online changes up to 24 hours before the start. */
export const MOCK_CUTOFF_MINUTES = 24 * 60;
/** Demo Salon's phone, as the website settings give it. */
export const MOCK_SALON_PHONE = '2125550100';
/** The server's refusal of a cancel past Demo Salon's cutoff. */
export const MOCK_TOO_LATE = tooLateMessage(MOCK_SALON_PHONE);

/**
 * Cancel links of the fixtures (shape-valid tokens; the mocks know them by value): one of a booking that
 * can be cancelled, one starting within 15 minutes, one already cancelled, and one the server did not
 * sign (404).
 */
export const MOCK_CANCEL_TOKENS = {
  open: 'Wh8AAAAAQACAAAAAAAAAAamQAAAAAEAAgAAAAAAAEJk.I0j5mHRCElddhZWWdPlgerJvZ3CKkXFXRygyOGM3yQQ',
  tooLate: 'Wh8AAAAAQACAAAAAAAAAAamQAAAAAEAAgAAAAAAAEJo.MVy7LG4yoEiDtpoVNe835ywQ776jvR7NTZve_Lgt_2A',
  cancelled: 'Wh8AAAAAQACAAAAAAAAAAamQAAAAAEAAgAAAAAAAEJs.i0cEXre4ykKqln8z7h0BS6ifjRrCB0JrSC00tcDZCTU',
  invalid: 'Wh8AAAAAQACAAAAAAAAAAamQAAAAAEAAgAAAAAAAEJw.8SNNdReNiSoTOkEDVaWpkM910vM-uiXVdZQ9TfYy86Q',
} as const;

/**
 * The booking a cancel link names: Haircut with Stella Stylist on Tuesday 17 March 2026 at 11:00 New
 * York time (a day after FIXED_NOW), waiting for the salon's confirmation.
 */
export function buildCancelInfo(overrides: Partial<CancelInfo> = {}): CancelInfo {
  const start = mockInstant('2026-03-17', '11:00');
  return {
    _id: appointmentIdOf(4249),
    appointmentId: 'AP-004249',
    salonName: 'Demo Salon',
    salonSlug: 'demo-salon',
    mainService: MOCK_SERVICES.haircuts.title,
    subService: MOCK_SERVICES.haircut.title,
    stylistName: 'Stella Stylist',
    dateAsAString: '2026-03-17',
    timeAsAString: '11:00',
    timeAsADate: start,
    endAsADate: addMinutesIso(start, 30),
    timeZone: MOCK_TIME_ZONE,
    status: 'waiting',
    cancellable: true,
    cutoffMinutes: MOCK_CUTOFF_MINUTES,
    salonPhone: MOCK_SALON_PHONE,
    ...overrides,
  };
}

/** A booking starting 10 minutes after FIXED_NOW (05:10 New York time): too late to cancel online. */
export function buildTooLateCancelInfo(): CancelInfo {
  const start = mockInstant('2026-03-16', '05:10');
  return buildCancelInfo({
    _id: appointmentIdOf(4250),
    appointmentId: 'AP-004250',
    dateAsAString: '2026-03-16',
    timeAsAString: '05:10',
    timeAsADate: start,
    endAsADate: addMinutesIso(start, 30),
    status: 'confirmed',
    cancellable: false,
  });
}

export function buildCancelledCancelInfo(): CancelInfo {
  return buildCancelInfo({
    _id: appointmentIdOf(4251),
    appointmentId: 'AP-004251',
    status: 'canceled',
    cancellable: false,
  });
}

/** The fixture a mock cancel token names; undefined for a token the server would not know. */
export function cancelInfoOfToken(token: string | null): CancelInfo | undefined {
  if (token === MOCK_CANCEL_TOKENS.open) return buildCancelInfo();
  if (token === MOCK_CANCEL_TOKENS.tooLate) return buildTooLateCancelInfo();
  if (token === MOCK_CANCEL_TOKENS.cancelled) return buildCancelledCancelInfo();
  return undefined;
}
