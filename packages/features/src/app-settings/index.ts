export { AppSettingsContainer } from './AppSettingsContainer';
export { APP_SETTINGS_PAGE_ROLES, appSettingCardTypes } from './policies';
