export { BookingPolicySettingsContainer } from './BookingPolicySettingsContainer';
export { BOOKING_POLICY_ROLES } from './policies';
export { MoneySettingsContainer } from './MoneySettingsContainer';
export { TimeZoneSettingsContainer } from './TimeZoneSettingsContainer';
