import { changeSalonMenu } from '@salon/api/salons/endpoints';
import type { AppMenu } from '@salon/api/salons/schemas';
import { useMessageMutation } from '../core';
import { salonsKeys } from './keys';

/** `PATCH /salon/change-menu-setting`: the Salon App Settings switches; resolves with the message. */
export function useSaveSalonMenu() {
  return useMessageMutation(salonsKeys.menu, (api, arg: { id: string; appMenu: AppMenu }) =>
    api(changeSalonMenu, { query: { userID: arg.id }, body: { appMenu: arg.appMenu } }),
  );
}
