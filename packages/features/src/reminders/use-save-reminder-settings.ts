import { updateReminderSettings } from '@salon/api/reminders/endpoints';
import type { ReminderSettingsBody } from '@salon/api/reminders/schemas';
import { useApiMutation } from '../core';
import { reminderKeys } from './keys';

/** `POST /reminders/update-settings`: answers the stored choices and the server's message. */
export function useSaveReminderSettings() {
  return useApiMutation(reminderKeys.save, (api, body: ReminderSettingsBody) =>
    api(updateReminderSettings, { body }),
  );
}
