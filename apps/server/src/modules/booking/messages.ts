/* The messages of the public booking's deposits, defined once: services throw them, tests may import them. */

export const DEPOSIT_KEY_NEEDED = 'idempotencyKey: required for a service that takes a deposit';
export const DEPOSIT_NOT_FOUND = 'This booking was not found. Please book again.';
export const DEPOSIT_HOLD_ENDED =
  'The time held for your payment has ended and was released. Please book again.';
/** How long a deposit booking holds its time while the client pays. */
export const DEPOSIT_HOLD_MS = 10 * 60_000;
export const DEPOSIT_ALREADY_PAID = 'This booking is paid already: its confirmation is on its way to you.';
export const HOLD_RELEASED = 'Your time was released and nothing was charged.';
