export { TaxSettingsSection } from './TaxSettingsSection';
export type { TaxSettingsSectionProps, TaxSettingsState } from './TaxSettingsSection';
