import * as booking from '../../booking/endpoints';
import type {
  BookingConfirmation,
  ConfirmCardBody,
  ConfirmDepositBody,
  PayDepositBody,
  SaveCardBody,
  WebsiteBookingBody,
} from '../../booking/schemas';
import { buildBookingCardSetup, buildBookingConfirmation, buildBookingDeposit } from '../factories/booking';
import { fail, mockEndpoint, ok } from '../http';
import { stateful } from '../stateful';

export const MOCK_DECLINED = 'Your card was declined.';
export const MOCK_AUTH_FAILED =
  'We are unable to authenticate your payment method. Please choose a different payment method and try again.';

/**
 * A service with a deposit (issue 22): the booking answers held with a $20.00 deposit, and the deposit
 * calls answer that booking as the offline provider does (Stripe's test cards decide: 4242 pays, 3155
 * asks 3-D Secure, any other is declined and frees the time).
 */
export function depositBookingHandlers() {
  const held = new Map<string, BookingConfirmation>();
  const bookingOf = (key: string) => held.get(key) ?? buildBookingConfirmation();
  const paid = (key: string) =>
    ok({
      status: 'succeeded' as const,
      clientSecret: null,
      booking: { ...bookingOf(key), status: 'confirmed' as const },
    });
  return stateful(depositBookingHandlers, [
    mockEndpoint(booking.addAppointmentFromWebsite, async ({ request }) => {
      const body = (await request.json()) as WebsiteBookingBody;
      if (!body.idempotencyKey) return fail(400, 'A booking with a deposit needs an idempotency key');
      const answer = { ...buildBookingConfirmation(body), deposit: buildBookingDeposit() };
      held.set(body.idempotencyKey, answer);
      return ok(answer, 'Your appointment is held until the deposit is paid');
    }),
    mockEndpoint(booking.payBookingDeposit, async ({ request }) => {
      const body = (await request.json()) as PayDepositBody;
      const digits = body.paymentMethod.replace(/[\s-]/g, '');
      if (digits === '4000002500003155') {
        return ok({ status: 'requires_action', clientSecret: null, booking: bookingOf(body.idempotencyKey) });
      }
      if (digits !== '4242424242424242') {
        held.delete(body.idempotencyKey);
        return fail(402, MOCK_DECLINED);
      }
      return paid(body.idempotencyKey);
    }),
    mockEndpoint(booking.confirmBookingDeposit, async ({ request }) => {
      const body = (await request.json()) as ConfirmDepositBody;
      if (!body.approve) {
        held.delete(body.idempotencyKey);
        return fail(402, MOCK_AUTH_FAILED);
      }
      return paid(body.idempotencyKey);
    }),
  ]);
}

/**
 * A card-on-file service (issue 22): the booking answers held with a card to save, and the card calls
 * answer as the offline provider does (4242 saves, 3155 asks 3-D Secure, any other is declined and frees
 * the time).
 */
export function cardOnFileBookingHandlers() {
  const held = new Map<string, BookingConfirmation>();
  const bookingOf = (key: string) => held.get(key) ?? buildBookingConfirmation();
  const saved = (key: string) =>
    ok({
      status: 'succeeded' as const,
      clientSecret: null,
      booking: { ...bookingOf(key), status: 'confirmed' as const },
    });
  return stateful(cardOnFileBookingHandlers, [
    mockEndpoint(booking.addAppointmentFromWebsite, async ({ request }) => {
      const body = (await request.json()) as WebsiteBookingBody;
      if (!body.idempotencyKey) return fail(400, 'A booking with a card on file needs an idempotency key');
      const answer = { ...buildBookingConfirmation(body), cardSetup: buildBookingCardSetup() };
      held.set(body.idempotencyKey, answer);
      return ok(answer, 'Your appointment is held until your card is saved');
    }),
    mockEndpoint(booking.saveBookingCard, async ({ request }) => {
      const body = (await request.json()) as SaveCardBody;
      const digits = body.paymentMethod.replace(/[\s-]/g, '');
      if (digits === '4000002500003155') {
        return ok({ status: 'requires_action', clientSecret: null, booking: bookingOf(body.idempotencyKey) });
      }
      if (digits !== '4242424242424242') {
        held.delete(body.idempotencyKey);
        return fail(402, MOCK_DECLINED);
      }
      return saved(body.idempotencyKey);
    }),
    mockEndpoint(booking.confirmBookingCard, async ({ request }) => {
      const body = (await request.json()) as ConfirmCardBody;
      if (!body.approve) {
        held.delete(body.idempotencyKey);
        return fail(402, MOCK_AUTH_FAILED);
      }
      return saved(body.idempotencyKey);
    }),
  ]);
}
