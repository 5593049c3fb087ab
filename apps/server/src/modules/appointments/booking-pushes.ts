import type { PushMessage } from '../../notifications/push-notifier';
import { whenInSalonZone, type BookingMailFacts } from './mail-facts';

/**
 * The booking confirmation's push to the client's app (queued only when the client has a device): the
 * salon, the day and time in the salon's zone, and the appointment id for the app to open.
 */
export function bookingConfirmationPush(facts: BookingMailFacts, userId: string): PushMessage {
  const when = whenInSalonZone(facts);
  return {
    userId,
    salonId: facts.salon.id,
    senderId: null,
    kind: 'booking',
    title: `Booking received: ${facts.salon.name}`,
    message: `${facts.code} with ${facts.stylistName}, ${when.date} at ${when.start}. We will confirm it soon.`,
    data: { type: 'booking', appointmentId: facts.appointmentId },
  };
}
