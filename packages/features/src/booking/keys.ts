import type { VisitTab } from '@salon/api/booking/visits';
import { websiteInfoKey } from '../core';

/** SWR keys of the public booking page. */
export const bookingKeys = {
  all: ['booking'] as const,
  /** The site's own key: the frame has loaded it when the page draws. */
  website: websiteInfoKey,
  services: (salonName: string) => ['booking', 'services', salonName] as const,
  /** Every stylist's slots of a salon-local day. */
  day: (salonId: string, date: string) => ['booking', 'day', salonId, date] as const,
  next: (salonId: string, stylistId: string | null, fromDate: string | null) =>
    ['booking', 'next', salonId, stylistId ?? 'all', fromDate ?? 'today'] as const,
  book: ['booking', 'book'] as const,
  /** The start times of a multi-service visit on a day (services by id, in order). */
  visit: (salonId: string, date: string, services: string, stylistId: string | null) =>
    ['booking', 'visit', salonId, date, services, stylistId ?? 'all'] as const,
  bookVisit: ['booking', 'book-visit'] as const,
  payDeposit: ['booking', 'pay-deposit'] as const,
  confirmDeposit: ['booking', 'confirm-deposit'] as const,
  saveCard: ['booking', 'save-card'] as const,
  confirmCard: ['booking', 'confirm-card'] as const,
  /** A held booking found again (a reload, the e-mailed link), and its release. */
  heldBooking: ['booking', 'held-booking'] as const,
  releaseHold: ['booking', 'release-hold'] as const,
};

/** Matches the cached days and next-available answers of a salon (revalidated after a booking). */
export function isSalonAvailabilityKey(salonId: string) {
  return (key: unknown) =>
    Array.isArray(key) &&
    key[0] === 'booking' &&
    (key[1] === 'day' || key[1] === 'next' || key[1] === 'visit') &&
    key[2] === salonId;
}

/** SWR keys of the cancel page of a booking's e-mailed link. */
export const bookingCancelKeys = {
  info: (token: string) => ['booking-cancel', 'info', token] as const,
  cancel: (token: string) => ['booking-cancel', 'cancel', token] as const,
};

/** SWR keys of the page of a fee's e-mailed payment link. */
export const bookingFeeKeys = {
  payment: (token: string) => ['booking-fee', 'payment', token] as const,
  pay: (token: string) => ['booking-fee', 'pay', token] as const,
};

/** SWR keys of a client's own visits (My appointments, the reschedule and claim pages). */
export const visitKeys = {
  all: ['visits'] as const,
  mine: (customerId: string, when: VisitTab, page: number) =>
    ['visits', 'mine', customerId, when, page] as const,
  reschedule: (token: string) => ['visits', 'reschedule', token] as const,
  move: (token: string) => ['visits', 'move', token] as const,
  /** One stylist's slots of a salon-local day, for the reschedule page. */
  day: (salonId: string, stylistId: string, date: string) =>
    ['visits', 'day', salonId, stylistId, date] as const,
  cancel: ['visits', 'cancel'] as const,
  claim: (token: string) => ['visits', 'claim', token] as const,
};

/** Matches every cached page of the customer's visits (revalidated after a cancel). */
export const isMineKey = (key: unknown) => Array.isArray(key) && key[0] === 'visits' && key[1] === 'mine';
