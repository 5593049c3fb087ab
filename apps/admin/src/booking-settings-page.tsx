import {
  BookingPolicySettingsContainer,
  MoneySettingsContainer,
  TimeZoneSettingsContainer,
} from '@salon/features/booking-settings';
import { ReminderSettingsContainer } from '@salon/features/reminders';
import { TaxSettingsContainer } from '@salon/features/sales';
import { TitledPage } from '@salon/ui/patterns/TitledPage';

/**
 * /booking-settings: the salon's cancellation policy, its appointment reminders, its time zone and its
 * currency and locale, and (the owner's alone) its taxes and tip presets, one section each. The route table admits the owner, managers and the superadmin (both areas' permission rows).
 */
export function BookingSettingsPage() {
  return (
    <TitledPage title="Booking Settings">
      <BookingPolicySettingsContainer />
      <ReminderSettingsContainer />
      <TimeZoneSettingsContainer />
      <MoneySettingsContainer />
      <TaxSettingsContainer />
    </TitledPage>
  );
}
