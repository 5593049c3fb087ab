import type { VisitTab } from '@salon/api/booking/visits';

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
