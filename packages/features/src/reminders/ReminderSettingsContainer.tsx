import {
  ReminderSettings,
  type ReminderChoices,
  type ReminderSettingsState,
} from '@salon/ui/screens/reminders/ReminderSettings';
import toast from 'react-hot-toast';
import { useSWRConfig } from 'swr';
import { errorMessage, useUserInfo } from '../core';
import { reminderKeys } from './keys';
import { useReminderSettings } from './use-reminder-settings';
import { useSaveReminderSettings } from './use-save-reminder-settings';

/**
 * The reminder section of the Booking settings page: the salon's stored choices, saved with the
 * server's message in a toast (an error toast with its message when refused). The page guards its roles
 * (`REMINDER_SETTINGS_ROLES`); this only reads and writes.
 */
export function ReminderSettingsContainer() {
  const userInfo = useUserInfo();
  const salonId = userInfo?.salon?._id ?? null;
  const query = useReminderSettings(salonId);
  const save = useSaveReminderSettings();
  const { mutate } = useSWRConfig();

  const state: ReminderSettingsState = query.data
    ? { status: 'ready', values: query.data }
    : query.error
      ? { status: 'error', message: errorMessage(query.error) }
      : { status: 'loading' };

  const submit = async (values: ReminderChoices) => {
    if (!salonId) return;
    try {
      const result = await save.trigger(values);
      toast.success(result.message);
      await mutate(reminderKeys.settings(salonId), result.data, { revalidate: false });
    } catch (error) {
      toast.error(errorMessage(error));
    }
  };

  return (
    <ReminderSettings state={state} submitting={save.isMutating} onSubmit={(values) => void submit(values)} />
  );
}
