export { WebsiteSettingsScreen } from './WebsiteSettingsScreen';
export type {
  WebsiteAppearance,
  WebsiteImageKey,
  WebsiteSettingKey,
  WebsiteSettingsScreenProps,
  WebsiteSettingsState,
  WebsiteTextKey,
  WorkHourView,
} from './WebsiteSettingsScreen';
export { prefersLightText } from './readable-text';
