import { addService } from '@salon/api/services/endpoints';
import type { AddServiceBody } from '@salon/api/services/schemas';
import { useMessageMutation } from '../core';
import { servicesKeys } from './keys';

/** `POST /service/add-service`: creates or (with `id`) updates; resolves with the server's message. */
export function useSaveService() {
  return useMessageMutation(servicesKeys.save, (api, arg: AddServiceBody) => api(addService, { body: arg }));
}
