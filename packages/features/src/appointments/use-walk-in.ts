import { bookWalkIn } from '@salon/api/appointments/endpoints';
import type { WalkInBody } from '@salon/api/appointments/team-day-schemas';
import { useMessageMutation } from '../core';
import { calendarKeys } from './keys';

/** `POST /appointment/walk-in`: books a client at the desk for now, checked in; resolves with the message. */
export function useWalkIn() {
  return useMessageMutation(calendarKeys.walkIn, (api, body: WalkInBody) => api(bookWalkIn, { body }));
}
