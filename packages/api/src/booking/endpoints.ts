import { endpoint } from '../contract';
import { FeePayment, FeePaymentQuery, PayFeeBody } from './fee-payments';
import {
  AvailableByDateBody,
  AvailableDay,
  AvailableTimes,
  BookingConfirmation,
  CancelByTokenBody,
  CancelInfo,
  CancelInfoQuery,
  CardSetupResult,
  ConfirmCardBody,
  ConfirmDepositBody,
  DepositResult,
  HeldBooking,
  HeldBookingQuery,
  NextAvailableDate,
  NextAvailableDateBody,
  PayDepositBody,
  ReleaseHoldBody,
  ReleasedHold,
  SaveCardBody,
  WebsiteBookingBody,
} from './schemas';
import { paged } from '../shared/schemas';
import {
  VisitAvailability,
  VisitAvailabilityBody,
  VisitBookingBody,
  VisitConfirmation,
} from './visit-booking';
import {
  ClaimBody,
  ClaimedVisit,
  MyAppointment,
  MyAppointmentsQuery,
  RescheduleBody,
  RescheduleInfo,
  RescheduleInfoQuery,
} from './visits';

/** The public booking page's slots of a day, per stylist (no token). */
export const getAvailableAppointmentByDate = endpoint({
  method: 'POST',
  path: '/public/appointment/get-available-appointment-by-date',
  auth: 'none',
  body: AvailableByDateBody,
  data: AvailableDay,
});

/**
 * The booking page's slots of a day in compact form (`AvailableTimes`: ids, starts and a state letter
 * per slot); the same body and answers as `getAvailableAppointmentByDate`, which the apps keep using.
 */
export const getAvailableTimesByDate = endpoint({
  method: 'POST',
  path: '/public/appointment/get-available-times-by-date',
  auth: 'none',
  body: AvailableByDateBody,
  data: AvailableTimes,
});

/**
 * The first day with a free slot (the booking page opens on it, and jumps to it from a full day), for
 * every stylist or one (no token).
 */
export const getNextAvailableDate = endpoint({
  method: 'POST',
  path: '/public/appointment/get-next-available-date',
  auth: 'none',
  body: NextAvailableDateBody,
  data: NextAvailableDate,
});

/**
 * A booking from the public site, as a guest or a signed-in customer. 400 when the slot starts within
 * 15 minutes or has passed; 409 when someone else holds the time ('This time slot has just been
 * booked, please choose another one'); 429 `BOOKING_TOO_MANY` after too many bookings from one client address.
 */
export const addAppointmentFromWebsite = endpoint({
  method: 'POST',
  path: '/public/appointment/add-appointment-from-website',
  auth: 'optional',
  body: WebsiteBookingBody,
  data: BookingConfirmation,
});

/**
 * Pays the deposit of the held booking `idempotencyKey` names (the key is the visitor's proof: only the
 * browser that booked knows it). 402 with the card's message for a declined card (the hold stays: another
 * card may pay until it ends); 404 for a key no booking has; 409 when the hold has ended.
 */
export const payBookingDeposit = endpoint({
  method: 'POST',
  path: '/public/appointment/pay-deposit',
  auth: 'none',
  body: PayDepositBody,
  data: DepositResult,
});

/** After the card's authentication step: offline the test dialog's answer, with Stripe where it stands. */
export const confirmBookingDeposit = endpoint({
  method: 'POST',
  path: '/public/appointment/confirm-deposit',
  auth: 'none',
  body: ConfirmDepositBody,
  data: DepositResult,
});

/**
 * Saves the card of the held card-on-file booking `idempotencyKey` names (nothing is charged). 402 with
 * the card's message for a declined card (the hold stays: another card may save until it ends); 404 for
 * a key no booking has; 409 when the hold has ended.
 */
export const saveBookingCard = endpoint({
  method: 'POST',
  path: '/public/appointment/save-card',
  auth: 'none',
  body: SaveCardBody,
  data: CardSetupResult,
});

/** After the card setup's authentication step: offline the test dialog's answer, with Stripe where it stands. */
export const confirmBookingCard = endpoint({
  method: 'POST',
  path: '/public/appointment/confirm-card',
  auth: 'none',
  body: ConfirmCardBody,
  data: CardSetupResult,
});

/**
 * A booking held for its deposit or card, to pay again after a reload or from the e-mailed link (the key,
 * or the link's signed token, is the credential). 404 for an unknown key or token; 409 when the hold has
 * ended (released, or past its time) or is paid already.
 */
export const getHeldBooking = endpoint({
  method: 'GET',
  path: '/public/appointment/held-booking',
  auth: 'none',
  query: HeldBookingQuery,
  data: HeldBooking,
});

/**
 * The client leaves the payment step: the held booking (a visit: every part) is released as the hold
 * sweep would, its payment canceled at the provider. Idempotent (an ended hold answers `released:
 * false`); 404 for an unknown key; 409 when it is paid already.
 */
export const releaseBookingHold = endpoint({
  method: 'POST',
  path: '/public/appointment/release-hold',
  auth: 'none',
  body: ReleaseHoldBody,
  data: ReleasedHold,
});

/**
 * The cancel page of a confirmation e-mail's link: the booking the token names (no token header; the
 * link is the credential). 404 `CANCEL_MESSAGES.invalidLink` for a token the server did not sign or a
 * booking that no longer exists; 400 for a token of the wrong shape.
 */
export const getCancelInfo = endpoint({
  method: 'GET',
  path: '/public/appointment/cancel-info',
  auth: 'none',
  query: CancelInfoQuery,
  data: CancelInfo,
});

/**
 * Cancels the booking the token names (status `canceled`, as the dashboard's cancel) and e-mails the
 * client and the salon. Idempotent: an already cancelled booking answers 200 with
 * `CANCEL_MESSAGES.alreadyCancelled`. 400 `CANCEL_MESSAGES.tooLate` within 15 minutes of the start or
 * after it; 404 as `getCancelInfo`.
 */
export const cancelAppointmentByToken = endpoint({
  method: 'POST',
  path: '/public/appointment/cancel-by-token',
  auth: 'none',
  body: CancelByTokenBody,
  data: CancelInfo,
});

/**
 * The start times of a day where several services fit back to back, as one visit, with the
 * plan of each start's parts; the next day with one when none fits (no token).
 */
export const getVisitAvailability = endpoint({
  method: 'POST',
  path: '/public/appointment/get-visit-availability',
  auth: 'none',
  body: VisitAvailabilityBody,
  data: VisitAvailability,
});

/**
 * Books a multi-service visit: every part in one transaction, one confirmation e-mail with one calendar
 * entry for the whole visit. A retried submit (same `idempotencyKey`) answers the visit already booked.
 * 409 when a part's time was taken meanwhile; 429 `BOOKING_TOO_MANY` as a single booking.
 */
export const addVisitFromWebsite = endpoint({
  method: 'POST',
  path: '/public/appointment/add-visit-from-website',
  auth: 'optional',
  body: VisitBookingBody,
  data: VisitConfirmation,
});

export const bookingEndpoints = {
  getAvailableAppointmentByDate,
  getAvailableTimesByDate,
  getNextAvailableDate,
  addAppointmentFromWebsite,
  getVisitAvailability,
  addVisitFromWebsite,
  payBookingDeposit,
  confirmBookingDeposit,
  saveBookingCard,
  confirmBookingCard,
  getHeldBooking,
  releaseBookingHold,
  getCancelInfo,
  cancelAppointmentByToken,
};

/**
 * My appointments: the signed-in customer's own visits at their salon, paged (`when`: upcoming or past).
 * 403 for anyone but a customer (role user).
 */
export const getMyAppointments = endpoint({
  method: 'GET',
  path: '/public/appointment/my-appointments',
  auth: 'token',
  query: MyAppointmentsQuery,
  data: paged(MyAppointment),
});

/**
 * The reschedule page of an e-mailed (or My appointments') reschedule link: the visit the token names
 * (no sign-in; the link is the credential). 404 `RESCHEDULE_MESSAGES.invalidLink` for a token not signed
 * for rescheduling (a cancel link included).
 */
export const getRescheduleInfo = endpoint({
  method: 'GET',
  path: '/public/appointment/reschedule-info',
  auth: 'none',
  query: RescheduleInfoQuery,
  data: RescheduleInfo,
});

/**
 * Moves the visit to the slot picked, in one transaction under the stylist's turn (the old time freed,
 * the new one taken), and e-mails the client (the calendar entry updated: same UID, SEQUENCE + 1) and the
 * salon. 409 `TIME_TAKEN` when someone was faster; 400 (`tooLateMessage`, naming the phone) past the salon's
 * deadline; 404 as `getRescheduleInfo`.
 */
export const rescheduleByToken = endpoint({
  method: 'POST',
  path: '/public/appointment/reschedule-by-token',
  auth: 'none',
  body: RescheduleBody,
  data: RescheduleInfo,
});

/**
 * A guest booking made with a customer's e-mail joins that customer's My appointments only when the
 * confirmation's claim link is followed (nobody can place visits in someone else's account).
 */
export const claimAppointment = endpoint({
  method: 'POST',
  path: '/public/appointment/claim',
  auth: 'none',
  body: ClaimBody,
  data: ClaimedVisit,
});

export const visitEndpoints = {
  getMyAppointments,
  getRescheduleInfo,
  rescheduleByToken,
  claimAppointment,
};

/**
 * The fee of a payment link (no token of the salon's staff: the signed link is the credential).
 * 404 `FEE_PAYMENT_MESSAGES.invalidLink` for a token the server did not sign.
 */
export const getFeePayment = endpoint({
  method: 'GET',
  path: '/public/appointment/fee-payment',
  auth: 'none',
  query: FeePaymentQuery,
  data: FeePayment,
});

/**
 * Completes the fee after the client's bank step (offline: the dialog's `approve`); the fee is settled
 * once whatever the retries. 409 `FEE_PAYMENT_MESSAGES.nothingDue` when no payment awaits the client.
 */
export const payAppointmentFee = endpoint({
  method: 'POST',
  path: '/public/appointment/pay-fee',
  auth: 'none',
  body: PayFeeBody,
  data: FeePayment,
});

export const feePaymentEndpoints = { getFeePayment, payAppointmentFee };
