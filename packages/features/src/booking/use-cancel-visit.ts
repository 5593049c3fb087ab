import { cancelAppointmentByToken } from '@salon/api/booking/endpoints';
import { useMessageMutation } from '../core';
import { visitKeys } from './keys';

/** Cancel of My appointments: the visit's own signed cancel token, as the e-mailed link does. */
export function useCancelVisit() {
  return useMessageMutation(visitKeys.cancel, (api, token: string) =>
    api(cancelAppointmentByToken, { body: { token } }),
  );
}
