import { BookingPolicySettingsContainer } from '@salon/features/booking-policy';
import { ReminderSettingsContainer } from '@salon/features/reminders';
import { TitledPage } from '@salon/ui/patterns/TitledPage';

/**
 * /booking-settings (issue 21): the salon's cancellation policy and its appointment reminders, one section
 * each. The route table admits the owner, managers and the superadmin (both areas' permission rows).
 */
export function BookingSettingsPage() {
  return (
    <TitledPage title="Booking Settings">
      <BookingPolicySettingsContainer />
      <ReminderSettingsContainer />
    </TitledPage>
  );
}
