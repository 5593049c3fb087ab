import { switchSalon } from '@salon/api/auth/endpoints';
import { useApiMutation } from '../core';
import { frameKeys } from './keys';

/** `PATCH /users/update-salon-for-superadmin?salonID=`; resolves with the new userInfo and the message. */
export function useSwitchSalon() {
  return useApiMutation(frameKeys.switchSalon, (api, salonID: string) =>
    api(switchSalon, { query: { salonID } }),
  );
}
