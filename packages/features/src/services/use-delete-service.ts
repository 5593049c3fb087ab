import type { ApiError } from '@salon/api/errors';
import { deleteService } from '@salon/api/services/endpoints';
import useSWRMutation from 'swr/mutation';
import { useApi } from '../core';
import { servicesKeys } from './keys';

/** `DELETE /service/delete-service`; a category that still has services fails with 409 and its message. */
export function useDeleteService() {
  const api = useApi();
  return useSWRMutation<string, ApiError, typeof servicesKeys.delete, string>(
    servicesKeys.delete,
    async (_key, { arg }) => (await api(deleteService, { query: { serviceId: arg } })).message,
  );
}
