import { enableSalon } from '@salon/api/salons/endpoints';
import { useMessageMutation } from '../core';
import { salonsKeys } from './keys';

/** `PATCH /salon/enable-disable-salon`: the Active switch; resolves with the server's message. */
export function useToggleSalon() {
  return useMessageMutation(salonsKeys.toggle, (api, arg: { id: string; enable: boolean }) =>
    api(enableSalon, { query: { userID: arg.id }, body: { enable: arg.enable } }),
  );
}
