import {
  BookingPolicySettings,
  type BookingPolicySettingsState,
  type PolicyValues,
} from '@salon/ui/screens/booking-settings/BookingPolicySettings';
import toast from 'react-hot-toast';
import { useSWRConfig } from 'swr';
import { errorMessage, useSalonMoney, useUserInfo } from '../core';
import { bookingPolicyKeys } from './keys';
import { useBookingPolicy } from './use-booking-policy';
import { useSaveBookingPolicy } from './use-save-booking-policy';

/**
 * The cancellation policy section of the Booking settings page, with the salon's no-show and
 * late-cancellation fees and payment policy text: the salon's stored policy,
 * saved with the server's message in a toast (an error toast with its message when refused). The page
 * guards its roles (`BOOKING_POLICY_ROLES`); this only reads and writes.
 */
export function BookingPolicySettingsContainer() {
  const userInfo = useUserInfo();
  const salonId = userInfo?.salon?._id ?? null;
  const query = useBookingPolicy(salonId);
  const save = useSaveBookingPolicy();
  const money = useSalonMoney();
  const { mutate } = useSWRConfig();

  const state: BookingPolicySettingsState = query.data
    ? { status: 'ready', values: query.data }
    : query.error
      ? { status: 'error', message: errorMessage(query.error) }
      : { status: 'loading' };

  const submit = async (values: PolicyValues) => {
    if (!salonId) return;
    try {
      const result = await save.trigger(values);
      toast.success(result.message);
      await mutate(bookingPolicyKeys.settings(salonId), result.data, { revalidate: false });
    } catch (error) {
      toast.error(errorMessage(error));
    }
  };

  return (
    <BookingPolicySettings
      state={state}
      submitting={save.isMutating}
      currency={money.currency}
      onSubmit={(values) => void submit(values)}
    />
  );
}
