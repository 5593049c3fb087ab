import { boolean, object, optional, string, type Infer } from 'superstruct';

/**
 * A new salon's first steps to a bookable site, each ticked from the salon's own data (never from a
 * click): a bookable service, a stylist with opening hours, the website's look, and the booking link
 * shared (a booking came in through the site).
 */
export const FirstStepsDone = object({
  services: boolean(),
  stylistHours: boolean(),
  websiteLook: boolean(),
  bookingLink: boolean(),
  /**
   * Payouts set up: asked only while a service takes a deposit or a saved card (absent otherwise), since
   * the booking page offers such a service only once the salon can take card payments.
   */
  payouts: optional(boolean()),
});
export type FirstStepsDone = Infer<typeof FirstStepsDone>;

export const FirstSteps = object({
  steps: FirstStepsDone,
  /** The owner closed the card; it stays closed. */
  dismissed: boolean(),
  /** The salon's public booking page, to copy or print as a QR code. */
  bookingUrl: string(),
});
export type FirstSteps = Infer<typeof FirstSteps>;
