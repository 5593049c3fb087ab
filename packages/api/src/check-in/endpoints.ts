import { endpoint } from '../contract';
import { paged } from '../shared/schemas';
import { Attendance, AttendanceBody, CheckinUser, CheckinUserQuery } from './schemas';

/** Active clients of the salon for the check-in select, by name; `filterValue` searches name and phone. */
export const getCheckinUsers = endpoint({
  method: 'GET',
  path: '/attendance/get-checkin-users',
  auth: 'token',
  query: CheckinUserQuery,
  data: paged(CheckinUser),
});

/** Records that a client arrived (the Check-in button). */
export const checkIn = endpoint({
  method: 'POST',
  path: '/attendance/attendance',
  auth: 'token',
  body: AttendanceBody,
  data: Attendance,
});

export const attendanceEndpoints = { getCheckinUsers, checkIn };
