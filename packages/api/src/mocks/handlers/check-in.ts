import * as endpoints from '../../check-in/endpoints';
import type { AttendanceBody } from '../../check-in/schemas';
import { buildAttendance, checkinUsers, STYLISTS } from '../factories/clients';
import { matchesFilter, pageOf } from '../paging';
import { fail, mockEndpoint, mockFailure, ok } from '../http';

/** The check-in desk: clients searched by name or phone digits, check-ins answered as the server would. */
export function attendanceHandlers() {
  return [
    mockEndpoint(endpoints.getCheckinUsers, ({ request }) => {
      const search = new URL(request.url).searchParams;
      const filterValue = search.get('filterValue');
      const rows = checkinUsers.filter((user) => matchesFilter(filterValue, user.name, user.maskedPhone));
      return ok(pageOf(rows, Number(search.get('pageNumber') ?? 1), Number(search.get('pageSize') ?? 50)));
    }),
    mockEndpoint(endpoints.checkIn, async ({ request }) => {
      const body = (await request.json()) as AttendanceBody;
      const user = checkinUsers.find((candidate) => candidate._id === body.user);
      if (!user) return fail(404, 'User not found');
      const stylist = body.stylist ? (STYLISTS.find((s) => s._id === body.stylist) ?? null) : user.stylist;
      return ok(buildAttendance(user, stylist), `Welcome, ${user.name}! You are checked in.`);
    }),
  ];
}

export const attendanceFailures = {
  usersEmpty: mockEndpoint(endpoints.getCheckinUsers, () => ok(pageOf([], 1, 50))),
  checkInFails: mockFailure(endpoints.checkIn, 400, 'This account is disabled and cannot check in'),
};
