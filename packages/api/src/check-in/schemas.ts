import { nullable, object, optional, string, type Infer } from 'superstruct';
import { LocalTime } from '../availability/schemas';
import { Id, IsoDateTime, NamedRef, PagedQuery } from '../shared/schemas';

/** The check-in select loads 50 clients at a time, searched on the server (spec 1 §9). */
export const CHECKIN_PAGE_SIZE = 50;

/**
 * The kiosk lists nobody until this much of a name is typed: the salon's clients are not shown to
 * whoever stands at the desk. A booking code ('AP-001042' or '1042') finds its client too.
 */
export const CHECKIN_MIN_SEARCH = 2;

/** 'AP-001042', 'ap1042' or '1042' → 1042: a booking code typed at the kiosk; undefined for other text. */
export function bookingNumberOf(text: string): number | undefined {
  const match = /^(?:ap-?)?0*(\d{1,9})$/i.exec(text.trim());
  return match ? Number(match[1]) : undefined;
}

/** The client's appointment of the day at the salon that they have not checked in for yet. */
export const CheckinAppointment = object({
  _id: Id,
  /** 'AP-001042'. */
  code: string(),
  /** Its start in the salon's zone. */
  start: LocalTime,
  service: string(),
});
export type CheckinAppointment = Infer<typeof CheckinAppointment>;

/** A client as the check-in select offers it: the phone masked but for its last four digits. */
export const CheckinUser = object({
  _id: Id,
  name: string(),
  /** `***-***-0142`, or null without a phone. */
  maskedPhone: nullable(string()),
  stylist: nullable(NamedRef),
  /** Today's next appointment not checked in yet; null: they have none (a walk-in goes to the desk). */
  appointment: nullable(CheckinAppointment),
});
export type CheckinUser = Infer<typeof CheckinUser>;

export const CheckinUserQuery = PagedQuery;
export type CheckinUserQuery = Infer<typeof CheckinUserQuery>;

/**
 * `POST /attendance/attendance`: the client checks in. With `appointment` (one of theirs today) the
 * visit is marked arrived on the salon's calendar and its stylist is the one recorded; otherwise
 * `stylist` defaults to the client's own stylist, null when they have none.
 */
export const AttendanceBody = object({
  user: Id,
  stylist: optional(nullable(Id)),
  appointment: optional(nullable(Id)),
});
export type AttendanceBody = Infer<typeof AttendanceBody>;

export const Attendance = object({
  _id: Id,
  user: NamedRef,
  stylist: nullable(NamedRef),
  /** The visit checked in for, or null. */
  appointment: nullable(object({ _id: Id, code: string(), start: LocalTime })),
  checkedInAt: IsoDateTime,
});
export type Attendance = Infer<typeof Attendance>;

export const CHECK_IN_MESSAGES = {
  disabled: 'This account is disabled and cannot check in',
  userNotFound: 'User not found',
  stylistNotFound: 'Stylist not found',
  appointmentNotFound: 'This appointment is not one of yours today',
  appointmentGone: 'This appointment was canceled; please ask at the desk',
} as const;
