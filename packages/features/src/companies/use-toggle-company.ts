import { enableCompany } from '@salon/api/companies/endpoints';
import { useMessageMutation } from '../core';
import { companiesKeys } from './keys';

/** `PATCH /stylist/enable-disable-company`: the Active Status switch; resolves with the message. */
export function useToggleCompany() {
  return useMessageMutation(companiesKeys.toggle, (api, arg: { id: string; enable: boolean }) =>
    api(enableCompany, { query: { id: arg.id }, body: { enable: arg.enable } }),
  );
}
