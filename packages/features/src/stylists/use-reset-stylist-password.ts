import type { ApiError } from '@salon/api/errors';
import { resetStylistPassword } from '@salon/api/stylists/endpoints';
import useSWRMutation from 'swr/mutation';
import { useApi } from '../core';
import { stylistsKeys } from './keys';

/** `PATCH /stylist/reset-password`: a generated password is e-mailed; resolves with the message. */
export function useResetStylistPassword() {
  const api = useApi();
  return useSWRMutation<string, ApiError, typeof stylistsKeys.resetPassword, string>(
    stylistsKeys.resetPassword,
    async (_key, { arg }) => (await api(resetStylistPassword, { query: { stylistId: arg } })).message,
  );
}
