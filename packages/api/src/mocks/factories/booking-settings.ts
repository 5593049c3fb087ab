import {
  DEFAULT_BOOKING_POLICY,
  type BookingPolicy,
  type SalonTimeZone,
} from '../../booking-settings/schemas';

/** Demo Salon's cancellation policy in the settings stories: the default, 15 minutes. */
export const bookingPolicy: BookingPolicy = { ...DEFAULT_BOOKING_POLICY, onlineConfirmation: 'instant' };

/** A salon that asks for a day's notice. */
export const dayNoticePolicy: BookingPolicy = { cutoffMinutes: 24 * 60 };

/** Demo Salon's clock: New York. */
export const salonTimeZone: SalonTimeZone = { timeZone: 'America/New_York', country: 'US' };
