import type { ApiError } from '@salon/api/errors';
import { changeSalonMenu } from '@salon/api/salons/endpoints';
import type { AppMenu } from '@salon/api/salons/schemas';
import useSWRMutation from 'swr/mutation';
import { useApi } from '../core';
import { salonsKeys } from './keys';

/** `PATCH /salon/change-menu-setting`: the Salon App Settings switches; resolves with the message. */
export function useSaveSalonMenu() {
  const api = useApi();
  return useSWRMutation<string, ApiError, typeof salonsKeys.menu, { id: string; appMenu: AppMenu }>(
    salonsKeys.menu,
    async (_key, { arg }) =>
      (await api(changeSalonMenu, { query: { userID: arg.id }, body: { appMenu: arg.appMenu } })).message,
  );
}
