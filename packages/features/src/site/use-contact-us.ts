import { contactUs } from '@salon/api/website-settings/endpoints';
import type { ContactUsBody } from '@salon/api/website-settings/schemas';
import { useMessageMutation } from '../core';
import { siteKeys } from './keys';

/** Sends the contact form to the salon; resolves with the server's message. */
export function useContactUs(salonName: string) {
  return useMessageMutation(siteKeys.contact(salonName), (api, arg: ContactUsBody) =>
    api(contactUs, { query: { name: salonName }, body: arg }),
  );
}
