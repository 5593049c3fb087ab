export { ReminderSettingsContainer } from './ReminderSettingsContainer';
export { REMINDER_SETTINGS_ROLES } from './policies';
