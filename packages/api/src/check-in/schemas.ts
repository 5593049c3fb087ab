import { nullable, object, optional, string, type Infer } from 'superstruct';
import { Id, IsoDateTime, NamedRef, PagedQuery } from '../shared/schemas';

/** The check-in select loads 50 clients at a time, searched on the server (spec 1 §9). */
export const CHECKIN_PAGE_SIZE = 50;

/** A client as the check-in select offers it: the phone masked but for its last four digits. */
export const CheckinUser = object({
  _id: Id,
  name: string(),
  /** `***-***-0142`, or null without a phone. */
  maskedPhone: nullable(string()),
  stylist: nullable(NamedRef),
});
export type CheckinUser = Infer<typeof CheckinUser>;

export const CheckinUserQuery = PagedQuery;
export type CheckinUserQuery = Infer<typeof CheckinUserQuery>;

/**
 * `POST /attendance/attendance`: the client checks in. `stylist` defaults to the client's own stylist;
 * null when they have none.
 */
export const AttendanceBody = object({ user: Id, stylist: optional(nullable(Id)) });
export type AttendanceBody = Infer<typeof AttendanceBody>;

export const Attendance = object({
  _id: Id,
  user: NamedRef,
  stylist: nullable(NamedRef),
  checkedInAt: IsoDateTime,
});
export type Attendance = Infer<typeof Attendance>;
