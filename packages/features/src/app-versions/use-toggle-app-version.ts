import { enableAppVersion } from '@salon/api/app-versions/endpoints';
import type { ApiError } from '@salon/api/errors';
import useSWRMutation from 'swr/mutation';
import { useApi } from '../core';
import { appVersionsKeys } from './keys';

interface ToggleArg {
  id: string;
  salon: string;
  enable: boolean;
}

/** `PATCH /version/enable-disable-version`: the enable switch; resolves with the message. */
export function useToggleAppVersion() {
  const api = useApi();
  return useSWRMutation<string, ApiError, typeof appVersionsKeys.toggle, ToggleArg>(
    appVersionsKeys.toggle,
    async (_key, { arg }) =>
      (
        await api(enableAppVersion, {
          query: { id: arg.id },
          body: { salon: arg.salon, enable: arg.enable },
        })
      ).message,
  );
}
