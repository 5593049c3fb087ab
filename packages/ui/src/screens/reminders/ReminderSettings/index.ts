export { ReminderSettings } from './ReminderSettings';
export type { ReminderChoices, ReminderSettingsProps, ReminderSettingsState } from './ReminderSettings';
