import type { ApiError } from '@salon/api/errors';
import { addService } from '@salon/api/services/endpoints';
import type { AddServiceBody } from '@salon/api/services/schemas';
import useSWRMutation from 'swr/mutation';
import { useApi } from '../core';
import { servicesKeys } from './keys';

/** `POST /service/add-service`: creates or (with `id`) updates; resolves with the server's message. */
export function useSaveService() {
  const api = useApi();
  return useSWRMutation<string, ApiError, typeof servicesKeys.save, AddServiceBody>(
    servicesKeys.save,
    async (_key, { arg }) => (await api(addService, { body: arg })).message,
  );
}
