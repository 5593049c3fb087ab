import * as booking from '../../booking/endpoints';
import type {
  BookingConfirmation,
  ConfirmCardBody,
  ConfirmDepositBody,
  PayDepositBody,
  ReleaseHoldBody,
  SaveCardBody,
  WebsiteBookingBody,
} from '../../booking/schemas';
import type { ServicePaymentPolicy } from '../../services/schemas';
import { getWebsiteServiceGroupByCategory } from '../../services/endpoints';
import { buildBookingCardSetup, buildBookingConfirmation, buildBookingDeposit } from '../factories/booking';
import { buildWebsiteServiceGroups } from '../factories/website-settings';
import { MOCK_SALON_ID } from '../factories/appointments';
import { fail, mockEndpoint, ok } from '../http';
import { stateful } from '../stateful';

export const MOCK_DECLINED = 'Your card was declined.';
export const MOCK_HOLD_ENDED =
  'The time held for your payment has ended and was released. Please book again.';
/** The e-mailed link's token of a booking held for its payment (`?hold=`); any other token is unknown. */
export const MOCK_HOLD_TOKEN = `${'h'.repeat(43)}.${'k'.repeat(43)}`;
/** The token of a link whose hold has ended. */
export const MOCK_ENDED_HOLD_TOKEN = `${'e'.repeat(43)}.${'n'.repeat(43)}`;
/** The key the held booking of `MOCK_HOLD_TOKEN` was made with. */
export const MOCK_HOLD_KEY = '7c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f';
export const MOCK_AUTH_FAILED =
  'We are unable to authenticate your payment method. Please choose a different payment method and try again.';

/** What the held booking of `MOCK_HOLD_TOKEN` was booked with: the fixtures' 11:00 Haircut. */
const MOCK_HELD_BODY = { salon: MOCK_SALON_ID } as WebsiteBookingBody;

/** The offline provider's answers to a card: 4242 succeeds, 3155 asks 3-D Secure, any other is declined. */
const cardOutcome = (paymentMethod: string) => {
  const digits = paymentMethod.replace(/[\s-]/g, '');
  if (digits === '4000002500003155') return 'requires_action';
  return digits === '4242424242424242' ? 'succeeded' : 'declined';
};

/**
 * A booking held until the client pays (a deposit) or saves a card: the booking call answers it held,
 * the pay or save call and its 3-D Secure confirmation answer as the offline provider does; a declined
 * card or a failed authentication keeps the hold for another card. The held booking is found again by
 * its key (a reload) or `MOCK_HOLD_TOKEN` (the e-mailed link), and released when the visitor leaves.
 */
function heldBookingHandlers(held: {
  kind: string;
  holdMessage: string;
  answerOf: (body: WebsiteBookingBody) => BookingConfirmation;
  pay: typeof booking.payBookingDeposit | typeof booking.saveBookingCard;
  confirm: typeof booking.confirmBookingDeposit | typeof booking.confirmBookingCard;
}) {
  const bookings = new Map<string, BookingConfirmation>([[MOCK_HOLD_KEY, held.answerOf(MOCK_HELD_BODY)]]);
  const ended = new Set<string>();
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
      if (ended.has(body.idempotencyKey)) return fail(409, MOCK_HOLD_ENDED);
      if (outcome === 'declined') return fail(402, MOCK_DECLINED);
      return done(body.idempotencyKey);
    }),
    mockEndpoint(held.confirm, async ({ request }) => {
      const body = (await request.json()) as ConfirmDepositBody | ConfirmCardBody;
      if (!body.approve) return fail(402, MOCK_AUTH_FAILED);
      return done(body.idempotencyKey);
    }),
    mockEndpoint(booking.getHeldBooking, ({ request }) => {
      const query = new URL(request.url).searchParams;
      const token = query.get('token');
      if (token === MOCK_ENDED_HOLD_TOKEN) return fail(409, MOCK_HOLD_ENDED);
      const key = token ? (token === MOCK_HOLD_TOKEN ? MOCK_HOLD_KEY : null) : query.get('idempotencyKey');
      if (key && ended.has(key)) return fail(409, MOCK_HOLD_ENDED);
      const answer = key ? bookings.get(key) : undefined;
      if (!key || !answer) return fail(404, 'This booking was not found. Please book again.');
      return ok({ salon: query.get('salon') ?? MOCK_SALON_ID, idempotencyKey: key, booking: answer });
    }),
    mockEndpoint(booking.releaseBookingHold, async ({ request }) => {
      const body = (await request.json()) as ReleaseHoldBody;
      if (!bookings.has(body.idempotencyKey))
        return fail(404, 'This booking was not found. Please book again.');
      const released = !ended.has(body.idempotencyKey);
      ended.add(body.idempotencyKey);
      return ok({ released }, released ? 'Your time was released and nothing was charged.' : undefined);
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
