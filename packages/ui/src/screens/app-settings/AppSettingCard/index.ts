export { AppSettingCard, appSettingErrors } from './AppSettingCard';
export type { AppSettingCardProps, AppSettingFieldSpec } from './AppSettingCard';
