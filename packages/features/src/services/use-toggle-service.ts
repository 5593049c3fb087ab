import { enableDisableService } from '@salon/api/services/endpoints';
import { useMessageMutation } from '../core';
import { servicesKeys } from './keys';

/** `PATCH /service/enable-disable-service`: the Active Status switch; resolves with the message. */
export function useToggleService() {
  return useMessageMutation(servicesKeys.toggle, (api, arg: { id: string; enable: boolean }) =>
    api(enableDisableService, { query: { serviceId: arg.id }, body: { enable: arg.enable } }),
  );
}
