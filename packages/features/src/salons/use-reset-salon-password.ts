import { resetSalonPassword } from '@salon/api/salons/endpoints';
import { useMessageMutation } from '../core';
import { salonsKeys } from './keys';

/** `PATCH /salon/reset-password`: a generated password is e-mailed to the owner; resolves with the message. */
export function useResetSalonPassword() {
  return useMessageMutation(salonsKeys.resetPassword, (api, arg: string) =>
    api(resetSalonPassword, { query: { salonID: arg } }),
  );
}
