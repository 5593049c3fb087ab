export const bookingPolicyKeys = {
  all: ['booking-policy'] as const,
  /** The viewer's salon's policy: keyed by the salon, so a superadmin's switch loads afresh. */
  settings: (salonId: string) => ['booking-policy', 'settings', salonId] as const,
  save: ['booking-policy', 'save'] as const,
};

export const salonTimeZoneKeys = {
  /** The viewer's salon's zone: keyed by the salon, so a superadmin's switch loads afresh. */
  settings: (salonId: string) => ['salon-time-zone', salonId] as const,
  save: ['salon-time-zone', 'save'] as const,
};
