import { DEFAULT_REMINDER_SETTINGS, type ReminderSettings } from '../../reminders/schemas';

/** Demo Salon's reminder choices: the defaults (24 hours on, 2 hours off). */
export const reminderSettings: ReminderSettings = { ...DEFAULT_REMINDER_SETTINGS };
