import * as booking from '../../booking/endpoints';
import type {
  BookingConfirmation,
  ConfirmCardBody,
  ConfirmDepositBody,
  PayDepositBody,
  SaveCardBody,
  WebsiteBookingBody,
} from '../../booking/schemas';
import type { ServicePaymentPolicy } from '../../services/schemas';
import { getWebsiteServiceGroupByCategory } from '../../services/endpoints';
import { buildBookingCardSetup, buildBookingConfirmation, buildBookingDeposit } from '../factories/booking';
import { buildWebsiteServiceGroups } from '../factories/website-settings';
import { fail, mockEndpoint, ok } from '../http';
import { stateful } from '../stateful';

export const MOCK_DECLINED = 'Your card was declined.';
export const MOCK_AUTH_FAILED =
  'We are unable to authenticate your payment method. Please choose a different payment method and try again.';

/** The offline provider's answers to a card: 4242 succeeds, 3155 asks 3-D Secure, any other is declined. */
const cardOutcome = (paymentMethod: string) => {
  const digits = paymentMethod.replace(/[\s-]/g, '');
  if (digits === '4000002500003155') return 'requires_action';
  return digits === '4242424242424242' ? 'succeeded' : 'declined';
};

/**
 * A booking held until the client pays (a deposit) or saves a card: the booking call answers it held,
 * the pay or save call and its 3-D Secure confirmation answer as the offline provider does; a declined
 * card or a failed authentication frees the time.
 */
function heldBookingHandlers(held: {
  kind: string;
  holdMessage: string;
  answerOf: (body: WebsiteBookingBody) => BookingConfirmation;
  pay: typeof booking.payBookingDeposit | typeof booking.saveBookingCard;
  confirm: typeof booking.confirmBookingDeposit | typeof booking.confirmBookingCard;
}) {
  const bookings = new Map<string, BookingConfirmation>();
  const bookingOf = (key: string) => bookings.get(key) ?? buildBookingConfirmation();
  const done = (key: string) =>
    ok({
      status: 'succeeded' as const,
      clientSecret: null,
      booking: { ...bookingOf(key), status: 'confirmed' as const },
    });
  return [
    mockEndpoint(booking.addAppointmentFromWebsite, async ({ request }) => {
      const body = (await request.json()) as WebsiteBookingBody;
      if (!body.idempotencyKey) return fail(400, `A booking with ${held.kind} needs an idempotency key`);
      const answer = held.answerOf(body);
      bookings.set(body.idempotencyKey, answer);
      return ok(answer, held.holdMessage);
    }),
    mockEndpoint(held.pay, async ({ request }) => {
      const body = (await request.json()) as PayDepositBody | SaveCardBody;
      const outcome = cardOutcome(body.paymentMethod);
      if (outcome === 'requires_action') {
        return ok({ status: 'requires_action', clientSecret: null, booking: bookingOf(body.idempotencyKey) });
      }
      if (outcome === 'declined') {
        bookings.delete(body.idempotencyKey);
        return fail(402, MOCK_DECLINED);
      }
      return done(body.idempotencyKey);
    }),
    mockEndpoint(held.confirm, async ({ request }) => {
      const body = (await request.json()) as ConfirmDepositBody | ConfirmCardBody;
      if (!body.approve) {
        bookings.delete(body.idempotencyKey);
        return fail(402, MOCK_AUTH_FAILED);
      }
      return done(body.idempotencyKey);
    }),
  ];
}

/** The website's services with Men's Cut (the one the stories book) asking `policy`. */
function mensCutAsking(policy: ServicePaymentPolicy) {
  return mockEndpoint(getWebsiteServiceGroupByCategory, () =>
    ok(
      buildWebsiteServiceGroups().map((group) => ({
        ...group,
        subService: group.subService.map((service) =>
          service.title !== "Men's Cut"
            ? service
            : policy === 'deposit'
              ? { ...service, paymentPolicy: policy, deposit: { kind: 'fixed' as const, value: 20 } }
              : { ...service, paymentPolicy: policy, deposit: null },
        ),
      })),
    ),
  );
}

/** A service with a deposit: the booking answers held with a $20.00 deposit. */
export function depositBookingHandlers() {
  return stateful(depositBookingHandlers, [
    mensCutAsking('deposit'),
    ...heldBookingHandlers({
      kind: 'a deposit',
      holdMessage: 'Your appointment is held until the deposit is paid',
      answerOf: (body) => ({ ...buildBookingConfirmation(body), deposit: buildBookingDeposit() }),
      pay: booking.payBookingDeposit,
      confirm: booking.confirmBookingDeposit,
    }),
  ]);
}

/** A card-on-file service: the booking answers held with a card to save. */
export function cardOnFileBookingHandlers() {
  return stateful(cardOnFileBookingHandlers, [
    mensCutAsking('card'),
    ...heldBookingHandlers({
      kind: 'a card on file',
      holdMessage: 'Your appointment is held until your card is saved',
      answerOf: (body) => ({ ...buildBookingConfirmation(body), cardSetup: buildBookingCardSetup() }),
      pay: booking.saveBookingCard,
      confirm: booking.confirmBookingCard,
    }),
  ]);
}
