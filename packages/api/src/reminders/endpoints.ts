import { endpoint } from '../contract';
import { ReminderSettings, ReminderSettingsBody } from './schemas';

/** The viewer's salon's reminder choices (the defaults until it saves). */
export const getReminderSettings = endpoint({
  method: 'GET',
  path: '/reminders/get-settings',
  auth: 'token',
  data: ReminderSettings,
});

/** Saves the viewer's salon's reminder choices; answers them and 'Reminder settings saved'. */
export const updateReminderSettings = endpoint({
  method: 'POST',
  path: '/reminders/update-settings',
  auth: 'token',
  body: ReminderSettingsBody,
  data: ReminderSettings,
});

export const reminderEndpoints = { getReminderSettings, updateReminderSettings };
