import { boolean, object, type Infer } from 'superstruct';

/**
 * A salon's appointment reminders: an e-mail (and a push to the client's app) 24 hours before
 * the start, on by default, and one 2 hours before, off by default. The salon chooses which.
 */
export const ReminderSettings = object({
  remind24h: boolean(),
  remind2h: boolean(),
});
export type ReminderSettings = Infer<typeof ReminderSettings>;

export const ReminderSettingsBody = ReminderSettings;
export type ReminderSettingsBody = Infer<typeof ReminderSettingsBody>;

/** What a salon that never chose has. */
export const DEFAULT_REMINDER_SETTINGS: ReminderSettings = { remind24h: true, remind2h: false };

/** The server's answers of the settings calls. */
export const REMINDER_TEXTS = {
  saved: 'Reminder settings saved',
  editorsOnly: 'Only the salon owner, managers and the superadmin can change the reminder settings',
} as const;
