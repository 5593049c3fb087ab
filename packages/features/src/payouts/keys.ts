export const payoutKeys = {
  all: ['payouts'] as const,
  /** The viewer's salon's payout account: keyed by the salon. */
  account: (salonId: string) => ['payouts', 'account', salonId] as const,
  start: ['payouts', 'start'] as const,
};
