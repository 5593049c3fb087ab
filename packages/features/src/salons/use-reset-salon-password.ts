import type { ApiError } from '@salon/api/errors';
import { resetSalonPassword } from '@salon/api/salons/endpoints';
import useSWRMutation from 'swr/mutation';
import { useApi } from '../core';
import { salonsKeys } from './keys';

/** `PATCH /salon/reset-password`: a generated password is e-mailed to the owner; resolves with the message. */
export function useResetSalonPassword() {
  const api = useApi();
  return useSWRMutation<string, ApiError, typeof salonsKeys.resetPassword, string>(
    salonsKeys.resetPassword,
    async (_key, { arg }) => (await api(resetSalonPassword, { query: { salonID: arg } })).message,
  );
}
