import { deleteAppVersion } from '@salon/api/app-versions/endpoints';
import { useMessageMutation } from '../core';
import { appVersionsKeys } from './keys';

/** `DELETE /version/delete-version`; resolves with the server's message. */
export function useDeleteAppVersion() {
  return useMessageMutation(appVersionsKeys.delete, (api, arg: { id: string; salonId: string }) =>
    api(deleteAppVersion, { query: arg }),
  );
}
