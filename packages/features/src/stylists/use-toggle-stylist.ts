import { enableStylist } from '@salon/api/stylists/endpoints';
import { useMessageMutation } from '../core';
import { stylistsKeys } from './keys';

/** `PATCH /stylist/enable-disable-stylist`: the Active switch; resolves with the server's message. */
export function useToggleStylist() {
  return useMessageMutation(stylistsKeys.toggle, (api, arg: { id: string; enable: boolean }) =>
    api(enableStylist, { query: { userID: arg.id }, body: { enable: arg.enable } }),
  );
}
