import { getReminderSettings } from '@salon/api/reminders/endpoints';
import { useApiQuery } from '../core';
import { reminderKeys } from './keys';

/** The viewer's salon's reminder choices (`GET /reminders/get-settings`); waits while `salonId` is null. */
export function useReminderSettings(salonId: string | null) {
  return useApiQuery(salonId ? reminderKeys.settings(salonId) : null, getReminderSettings);
}
