export { MoneySettings } from './MoneySettings';
export type { MoneySettingsProps, MoneySettingsState, MoneyValues } from './MoneySettings';
