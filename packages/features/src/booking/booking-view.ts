import type { PageDay } from '@salon/api/booking/available-times';
import type { BookingConfirmation } from '@salon/api/booking/schemas';
import { policySentence } from '@salon/api/booking-settings/schemas';
import { majorToMinor, minorToMajor } from '@salon/api/money/format';
import {
  depositCentsOf,
  type WebsiteServiceGroup,
  type WebsiteSubService,
} from '@salon/api/services/schemas';
import type { WebsiteSalon } from '@salon/api/website-settings/schemas';
import type { BookingConfirmationView } from '@salon/ui/screens/booking/BookingModal';
import type {
  BookingSalonView,
  BookingServiceGroupView,
  BookingServicePayment,
  BookingDayState,
} from '@salon/ui/screens/booking/BookingScreen';
import { calendarLinks } from './calendar-links';
import type { PaidView } from './use-deposit-step';

/** The booking page's views of what the server sends: the salon, its services, a day's times, a Thank You. */

/** The salon's name, contacts, app links and money format, as the page's header shows them. */
export function salonView(salon: WebsiteSalon): BookingSalonView {
  return {
    name: salon.name,
    address: salon.address,
    phone: salon.phone,
    email: salon.email,
    androidStoreUrl: salon.androidStoreUrl,
    iosStoreUrl: salon.iosStoreUrl,
    money: { currency: salon.currency, locale: salon.locale },
  };
}

/** The service picker's groups, each service with the deposit or card its booking takes. */
export function serviceGroupViews(
  groups: WebsiteServiceGroup[],
  currency: string | undefined,
): BookingServiceGroupView[] {
  return groups.map((group) => ({
    _id: group._id,
    title: group.title,
    services: group.subService.map((service) => ({
      _id: service._id,
      title: service.title,
      duration: service.requiredTime,
      price: service.charges,
      payment: visitPayment([service], currency),
    })),
  }));
}

/**
 * What booking `services` takes before the visit: a card on file when one asks it, else one deposit,
 * the sum of theirs (as the server takes it), in major units; null when none asks for anything.
 */
export function visitPayment(
  services: Array<Pick<WebsiteSubService, 'charges' | 'paymentPolicy' | 'deposit'>>,
  currency = 'USD',
): BookingServicePayment | null {
  if (services.some((service) => service.paymentPolicy === 'card')) return { kind: 'card' };
  const minor = services.reduce(
    (sum, service) =>
      service.paymentPolicy === 'deposit'
        ? sum + depositCentsOf(majorToMinor(service.charges, currency), service.deposit, currency)
        : sum,
    0,
  );
  return minor > 0 ? { kind: 'deposit', amount: minorToMajor(minor, currency) } : null;
}

/** The day's stylists, or the one of the filter. */
export function visibleStylists(day: PageDay | undefined, stylistId: string | null) {
  if (!day) return [];
  return stylistId ? day.stylists.filter((s) => s.stylistData._id === stylistId) : day.stylists;
}

/** The slot grid's stylists and times; the `taken` slots (refused by the server meanwhile) not choosable. */
export function readyDay(shown: PageDay['stylists'], taken: string[]): BookingDayState {
  return {
    status: 'ready',
    stylists: shown.map((stylist) => ({
      _id: stylist.stylistData._id,
      name: stylist.stylistData.name,
      photo: stylist.stylistData.photo,
      bio: stylist.stylistData.bio ?? null,
      slots: stylist.slots.map((s) => ({
        _id: s._id,
        time: s.timeAsAString,
        status: s.slotStatus,
        choosable: s.choosable && !taken.includes(s._id),
      })),
    })),
  };
}

/** What the Thank You of a booking needs besides the server's answer. */
export interface ConfirmationContext {
  /** The chosen service's title, when the answer names none. */
  serviceTitle: string | undefined;
  salon: WebsiteSalon | undefined;
  /** The day's change cutoff (its policy sentence), when the day is loaded. */
  cutoffMinutes: number | undefined;
}

/** The Thank You view of a booking (and the deposit it paid). */
export function confirmationView(
  data: BookingConfirmation,
  { serviceTitle, salon, cutoffMinutes }: ConfirmationContext,
  paid?: PaidView,
): BookingConfirmationView {
  const title = data.subService?.title ?? serviceTitle ?? '';
  return {
    appointmentId: data.appointmentId,
    serviceTitle: title,
    stylistName: data.stylistData.name,
    date: data.dateAsAString,
    time: data.timeAsAString,
    timeZone: data.timeZone,
    email: data.userEmail,
    waiting: data.status === 'waiting',
    accountCreated: data.accountCreated,
    changePolicy: cutoffMinutes !== undefined ? policySentence(cutoffMinutes) : null,
    ...paid,
    calendar: calendarLinks({
      id: data._id,
      title: `${title} at ${salon?.name ?? ''}`,
      description: `${title} with ${data.stylistData.name} (${data.appointmentId})`,
      location: salon?.address ?? null,
      start: data.timeAsADate,
      end: data.endAsADate,
      tentative: data.status === 'waiting',
    }),
  };
}
