export { AppSettingsScreen } from './AppSettingsScreen';
export type { AppSettingCardModel, AppSettingsScreenProps } from './AppSettingsScreen';
