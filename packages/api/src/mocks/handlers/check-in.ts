import * as endpoints from '../../check-in/endpoints';
import { bookingNumberOf, CHECKIN_MIN_SEARCH, type AttendanceBody } from '../../check-in/schemas';
import { buildAttendance, checkinUsers, STYLISTS } from '../factories/clients';
import { matchesFilter, pageOf } from '../paging';
import { fail, mockEndpoint, mockFailure, ok } from '../http';

/**
 * The check-in desk as the server answers it: nobody until a name's first letters, a phone's digits or
 * a booking code are typed; check-ins answered with the client's visit of the day.
 */
export function attendanceHandlers() {
  return [
    mockEndpoint(endpoints.getCheckinUsers, ({ request }) => {
      const search = new URL(request.url).searchParams;
      const typed = (search.get('filterValue') ?? '').trim();
      const number = bookingNumberOf(typed);
      const byCode =
        number === undefined
          ? []
          : checkinUsers.filter((user) => user.appointment?.code === `AP-${String(number).padStart(6, '0')}`);
      const rows = byCode.length
        ? byCode
        : typed.length < CHECKIN_MIN_SEARCH
          ? []
          : checkinUsers.filter((user) => matchesFilter(typed, user.name, user.maskedPhone));
      return ok(pageOf(rows, Number(search.get('pageNumber') ?? 1), Number(search.get('pageSize') ?? 50)));
    }),
    mockEndpoint(endpoints.checkIn, async ({ request }) => {
      const body = (await request.json()) as AttendanceBody;
      const user = checkinUsers.find((candidate) => candidate._id === body.user);
      if (!user) return fail(404, 'User not found');
      if (body.appointment && body.appointment !== user.appointment?._id) {
        return fail(409, 'This appointment is not one of yours today');
      }
      const stylist = body.stylist ? (STYLISTS.find((s) => s._id === body.stylist) ?? null) : user.stylist;
      const attendance = buildAttendance(body.appointment ? user : { ...user, appointment: null }, stylist);
      return ok(
        attendance,
        attendance.appointment && stylist
          ? `Welcome, ${user.name}! You are checked in; ${stylist.name} will be with you soon.`
          : `Welcome, ${user.name}! You are checked in.`,
      );
    }),
  ];
}

export const attendanceFailures = {
  usersEmpty: mockEndpoint(endpoints.getCheckinUsers, () => ok(pageOf([], 1, 50))),
  checkInFails: mockFailure(endpoints.checkIn, 400, 'This account is disabled and cannot check in'),
};
