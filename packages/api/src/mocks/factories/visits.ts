import type { MyAppointment, RescheduleInfo } from '../../booking/visits';
import {
  MOCK_SALON_ID,
  MOCK_SERVICES,
  MOCK_STYLIST_IDS,
  MOCK_TIME_ZONE,
  addMinutesIso,
  appointmentIdOf,
  buildStylistData,
  mockInstant,
} from './appointments';
import { MOCK_CANCEL_TOKENS, MOCK_CUTOFF_MINUTES, MOCK_SALON_PHONE } from './booking';

/*
 * A client's own visits (My appointments, the reschedule page), against the fixture clock (Monday 16
 * March 2026, 05:00 in New York). Tokens are shape-valid; the mocks know them by value.
 */

const token = (payloadEnd: string, signature: string) =>
  `Wh8AAAAAQACAAAAAAAAAAamQAAAAAEAAgAAAAAAAE${payloadEnd}.${signature.padEnd(43, 'A')}`;

/** Reschedule links: a visit that can move, one too late to move, one cancelled, one not signed (404). */
export const MOCK_RESCHEDULE_TOKENS = {
  open: token('Jk', 'rescheduleOpen'),
  tooLate: token('Jo', 'rescheduleTooLate'),
  cancelled: token('Js', 'rescheduleCancelled'),
  invalid: token('Jw', 'rescheduleInvalid'),
  second: token('Kk', 'rescheduleSecond'),
} as const;

/** The claim link of a guest booking made with the customer's e-mail. */
export const MOCK_CLAIM_TOKEN = token('Jk', 'claimOpen');

interface VisitPlan {
  number: number;
  date: string;
  time: string;
  minutes: number;
  status: MyAppointment['status'];
  stylist: string;
  service: { title: string; charges: number };
  main: { title: string };
  rescheduleToken?: string;
  cancelToken?: string;
}

function visitOf(plan: VisitPlan): MyAppointment {
  const start = mockInstant(plan.date, plan.time);
  return {
    _id: appointmentIdOf(plan.number),
    appointmentId: `AP-00${plan.number}`,
    status: plan.status,
    mainService: plan.main.title,
    subService: plan.service.title,
    stylistName: buildStylistData(plan.stylist).name,
    dateAsAString: plan.date,
    timeAsAString: plan.time,
    timeAsADate: start,
    endAsADate: addMinutesIso(start, plan.minutes),
    timeZone: MOCK_TIME_ZONE,
    price: plan.service.charges,
    rescheduleToken: plan.rescheduleToken ?? null,
    cancelToken: plan.cancelToken ?? null,
    cutoffMinutes: MOCK_CUTOFF_MINUTES,
    salonPhone: MOCK_SALON_PHONE,
  };
}

/** Upcoming, soonest first: one starting in 10 minutes (too late to change), then two that may change. */
export function buildUpcomingVisits(): MyAppointment[] {
  return [
    visitOf({
      number: 4250,
      date: '2026-03-16',
      time: '05:10',
      minutes: 30,
      status: 'confirmed',
      stylist: MOCK_STYLIST_IDS[0],
      main: MOCK_SERVICES.haircuts,
      service: MOCK_SERVICES.mensCut,
    }),
    visitOf({
      number: 4249,
      date: '2026-03-17',
      time: '11:00',
      minutes: 30,
      status: 'waiting',
      stylist: MOCK_STYLIST_IDS[0],
      main: MOCK_SERVICES.haircuts,
      service: MOCK_SERVICES.haircut,
      rescheduleToken: MOCK_RESCHEDULE_TOKENS.open,
      cancelToken: MOCK_CANCEL_TOKENS.open,
    }),
    visitOf({
      number: 4262,
      date: '2026-03-20',
      time: '14:00',
      minutes: 90,
      status: 'confirmed',
      stylist: MOCK_STYLIST_IDS[1],
      main: MOCK_SERVICES.colour,
      service: MOCK_SERVICES.colouring,
      rescheduleToken: MOCK_RESCHEDULE_TOKENS.second,
      cancelToken: MOCK_CANCEL_TOKENS.open,
    }),
  ];
}

/** Past and cancelled, newest first. */
export function buildPastVisits(): MyAppointment[] {
  return [
    visitOf({
      number: 4251,
      date: '2026-03-14',
      time: '15:00',
      minutes: 30,
      status: 'canceled',
      stylist: MOCK_STYLIST_IDS[0],
      main: MOCK_SERVICES.haircuts,
      service: MOCK_SERVICES.haircut,
    }),
    visitOf({
      number: 4102,
      date: '2026-03-02',
      time: '10:00',
      minutes: 30,
      status: 'confirmed',
      stylist: MOCK_STYLIST_IDS[2],
      main: MOCK_SERVICES.haircuts,
      service: MOCK_SERVICES.mensCut,
    }),
  ];
}

/** The visit a reschedule link names: Haircut with Stella on Tuesday 17 March 2026 at 11:00. */
export function buildRescheduleInfo(overrides: Partial<RescheduleInfo> = {}): RescheduleInfo {
  const start = mockInstant('2026-03-17', '11:00');
  return {
    _id: appointmentIdOf(4249),
    appointmentId: 'AP-004249',
    salonId: MOCK_SALON_ID,
    salonName: 'Demo Salon',
    salonSlug: 'demo-salon',
    stylistId: MOCK_STYLIST_IDS[0],
    stylistName: buildStylistData(MOCK_STYLIST_IDS[0]).name,
    mainService: MOCK_SERVICES.haircuts.title,
    subService: MOCK_SERVICES.haircut.title,
    durationMinutes: 30,
    dateAsAString: '2026-03-17',
    timeAsAString: '11:00',
    timeAsADate: start,
    endAsADate: addMinutesIso(start, 30),
    timeZone: MOCK_TIME_ZONE,
    status: 'waiting',
    reschedulable: true,
    cutoffMinutes: MOCK_CUTOFF_MINUTES,
    salonPhone: MOCK_SALON_PHONE,
    ...overrides,
  };
}

/** The fixture a mock reschedule token names; undefined for one the server would not know. */
export function rescheduleInfoOfToken(value: string | null): RescheduleInfo | undefined {
  if (value === MOCK_RESCHEDULE_TOKENS.open) return buildRescheduleInfo();
  if (value === MOCK_RESCHEDULE_TOKENS.second) {
    const start = mockInstant('2026-03-20', '14:00');
    return buildRescheduleInfo({
      _id: appointmentIdOf(4262),
      appointmentId: 'AP-004262',
      stylistId: MOCK_STYLIST_IDS[1],
      stylistName: buildStylistData(MOCK_STYLIST_IDS[1]).name,
      mainService: MOCK_SERVICES.colour.title,
      subService: MOCK_SERVICES.colouring.title,
      durationMinutes: 90,
      dateAsAString: '2026-03-20',
      timeAsAString: '14:00',
      timeAsADate: start,
      endAsADate: addMinutesIso(start, 90),
      status: 'confirmed',
    });
  }
  if (value === MOCK_RESCHEDULE_TOKENS.tooLate) {
    const start = mockInstant('2026-03-16', '05:10');
    return buildRescheduleInfo({
      _id: appointmentIdOf(4250),
      appointmentId: 'AP-004250',
      dateAsAString: '2026-03-16',
      timeAsAString: '05:10',
      timeAsADate: start,
      endAsADate: addMinutesIso(start, 30),
      status: 'confirmed',
      reschedulable: false,
    });
  }
  if (value === MOCK_RESCHEDULE_TOKENS.cancelled) {
    return buildRescheduleInfo({ status: 'canceled', reschedulable: false });
  }
  return undefined;
}
