import { registerUser } from '@salon/api/customer-accounts/endpoints';
import type { RegisterUserBody } from '@salon/api/customer-accounts/schemas';
import { useApiMutation } from '../core';
import { customerKeys } from './keys';

/** `POST /website/register-user?name=`: Create Account; resolves with the new customer's session. */
export function useRegisterUser(salonName: string) {
  return useApiMutation([...customerKeys.register, salonName], (api, arg: RegisterUserBody) =>
    api(registerUser, { query: { name: salonName }, body: arg }),
  );
}
