import { enableAppVersion } from '@salon/api/app-versions/endpoints';
import { useMessageMutation } from '../core';
import { appVersionsKeys } from './keys';

interface ToggleArg {
  id: string;
  salon: string;
  enable: boolean;
}

/** `PATCH /version/enable-disable-version`: the enable switch; resolves with the message. */
export function useToggleAppVersion() {
  return useMessageMutation(appVersionsKeys.toggle, (api, arg: ToggleArg) =>
    api(enableAppVersion, { query: { id: arg.id }, body: { salon: arg.salon, enable: arg.enable } }),
  );
}
