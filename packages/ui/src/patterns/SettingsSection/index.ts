export { SettingsSection } from './SettingsSection';
export type { SettingsSectionForm, SettingsSectionProps, SettingsSectionState } from './SettingsSection';
export { SettingsBody, SettingsIntro } from './SettingsSection.styles';
