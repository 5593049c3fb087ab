import { boolean, enums, nullable, number, object, optional, string, type Infer } from 'superstruct';
import { AppointmentPayment } from '../availability/schemas';
import { IsoDateTime } from '../shared/schemas';
import { CancelToken } from './schemas';

/*
 * A no-show or late-cancellation fee whose off-session charge the client's bank wants them to
 * confirm. The client is e-mailed a signed link to the salon's site (`pay-appointment-fee?token=`) where
 * they complete it: with Stripe the page runs the bank's step with the intent's client secret, offline
 * the test dialog approves or declines. The token is the credential, as the cancel link's.
 */

export const FeePaymentQuery = object({ token: CancelToken });
export type FeePaymentQuery = Infer<typeof FeePaymentQuery>;

export const PayFeeBody = object({
  token: CancelToken,
  /** Offline: the test dialog's answer. Stripe: left out (the server asks Stripe where the payment stands). */
  approve: optional(boolean()),
});
export type PayFeeBody = Infer<typeof PayFeeBody>;

/** What the payment page shows: the visit, the fee and where its payment stands. */
export const FeePayment = object({
  _id: string(),
  appointmentId: string(),
  salonName: string(),
  salonSlug: string(),
  service: string(),
  startsAt: IsoDateTime,
  timeZone: string(),
  /** The fee awaiting the client's confirmation (or the one just settled); null: none to pay. */
  charge: nullable(AppointmentPayment),
  provider: enums(['stripe', 'offline']),
  publishableKey: nullable(string()),
  /** Stripe: the intent's client secret for the bank's step; null offline or when nothing is due. */
  clientSecret: nullable(string()),
  amount: nullable(number()),
});
export type FeePayment = Infer<typeof FeePayment>;

export const FEE_PAYMENT_MESSAGES = {
  invalidLink: 'This payment link is not valid',
  paid: 'Thank you, the payment is complete',
  declined: 'The payment was not completed. Please contact the salon.',
  nothingDue: 'There is nothing to pay for this appointment',
} as const;
