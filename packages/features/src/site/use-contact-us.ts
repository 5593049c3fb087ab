import type { ApiError } from '@salon/api/errors';
import { contactUs } from '@salon/api/website/endpoints';
import type { ContactUsBody } from '@salon/api/website/schemas';
import useSWRMutation from 'swr/mutation';
import { useApi } from '../core';
import { siteKeys } from './keys';

/** Sends the contact form to the salon; resolves with the server's message. */
export function useContactUs(salonName: string) {
  const api = useApi();
  return useSWRMutation<string, ApiError, readonly unknown[], ContactUsBody>(
    siteKeys.contact(salonName),
    async (_key, { arg }) => {
      const { message } = await api(contactUs, { query: { name: salonName }, body: arg });
      return message;
    },
  );
}
