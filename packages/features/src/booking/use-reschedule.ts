import { rescheduleByToken } from '@salon/api/booking/endpoints';
import { useApiMutation } from '../core';
import { visitKeys } from './keys';

/** The move to the slot picked: the answer carries the visit at its new time and the server's message. */
export function useReschedule(token: string) {
  return useApiMutation(visitKeys.move(token), (api, slotId: string) =>
    api(rescheduleByToken, { body: { token, slotId } }),
  );
}
