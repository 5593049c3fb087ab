import { resetStylistPassword } from '@salon/api/stylists/endpoints';
import { useMessageMutation } from '../core';
import { stylistsKeys } from './keys';

/** `PATCH /stylist/reset-password`: a generated password is e-mailed; resolves with the message. */
export function useResetStylistPassword() {
  return useMessageMutation(stylistsKeys.resetPassword, (api, arg: string) =>
    api(resetStylistPassword, { query: { stylistId: arg } }),
  );
}
