import type { ApiError } from '@salon/api/errors';
import { enableDisableService } from '@salon/api/services/endpoints';
import useSWRMutation from 'swr/mutation';
import { useApi } from '../core';
import { servicesKeys } from './keys';

/** `PATCH /service/enable-disable-service`: the Active Status switch; resolves with the message. */
export function useToggleService() {
  const api = useApi();
  return useSWRMutation<string, ApiError, typeof servicesKeys.toggle, { id: string; enable: boolean }>(
    servicesKeys.toggle,
    async (_key, { arg }) =>
      (await api(enableDisableService, { query: { serviceId: arg.id }, body: { enable: arg.enable } }))
        .message,
  );
}
