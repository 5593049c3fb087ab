export { MoneySettingsContainer } from './MoneySettingsContainer';
