import { activateAccount } from '@salon/api/customer-accounts/endpoints';
import { useApiMutation } from '../core';
import { customerKeys } from './keys';

/** `POST /website/activate-account`: the sign-up's e-mailed link; resolves with the new customer's session. */
export function useActivateAccount() {
  return useApiMutation(customerKeys.activate, (api, token: string) =>
    api(activateAccount, { body: { token } }),
  );
}
