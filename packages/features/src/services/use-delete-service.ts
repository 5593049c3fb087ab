import { deleteService } from '@salon/api/services/endpoints';
import { useMessageMutation } from '../core';
import { servicesKeys } from './keys';

/** `DELETE /service/delete-service`; a category that still has services fails with 409 and its message. */
export function useDeleteService() {
  return useMessageMutation(servicesKeys.delete, (api, arg: string) =>
    api(deleteService, { query: { serviceId: arg } }),
  );
}
