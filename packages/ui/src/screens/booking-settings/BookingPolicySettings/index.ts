export { BookingPolicySettings } from './BookingPolicySettings';
export type {
  BookingPolicySettingsProps,
  BookingPolicySettingsState,
  PolicyValues,
} from './BookingPolicySettings';
