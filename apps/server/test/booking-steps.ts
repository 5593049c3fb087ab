import { visitPartsOf, type VisitStart } from '@salon/api/booking/visit-booking';
import Stripe from 'stripe';
import { expect } from 'vitest';
import type { Slot } from '@salon/api/availability/schemas';
import { DEMO_SALON_ID, DEMO_USER_IDS } from '../src/seed/demo-data';
import { serviceCategoryId, subServiceId } from '../src/seed/services-videos';
import { call, type TestApp } from './helper';
import type { Session } from './use-test-app';

/**
 * Stripe's signed event `type` about `object` (a PaymentIntent's or SetupIntent's fields) to the
 * webhook, as Stripe sends it; `eventId` the same twice is a redelivery.
 */
export function sendStripeEvent(
  app: TestApp['app'],
  secret: string,
  type: string,
  object: Record<string, unknown>,
  eventId = `evt_${Math.random().toString(36).slice(2)}`,
) {
  const payload = JSON.stringify({ id: eventId, object: 'event', type, data: { object } });
  return call<{ received: boolean; outcome: string }>(app, {
    method: 'POST',
    url: '/api/v1/webhooks/stripe',
    payload,
    headers: {
      'content-type': 'application/json',
      'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload, secret }),
    },
  });
}

/** A slot of `stylistId` (Stella unless named) on `date` at `time`, made on the calendar by `as`. */
export async function createSlot(
  as: Session,
  date: string,
  time: string,
  stylistId: string = DEMO_USER_IDS.stylist,
): Promise<Slot> {
  const answer = await as<Slot>({
    method: 'POST',
    url: `/api/v1/appointment-availability/create-availability-daily?stylistId=${stylistId}`,
    payload: { date, time },
  });
  expect(answer.statusCode, answer.body.message).toBe(200);
  return answer.body.data;
}

/**
 * The website's booking form for `slot` on `date`: Noah Brooks, a returning client, books the first
 * category's third service (30 minutes) with Stella at Demo Salon.
 */
export function websiteBooking(slot: Slot, date: string, overrides: Record<string, unknown> = {}) {
  return {
    name: 'Noah Brooks',
    email: 'noah.brooks@example.com',
    mobile: '2125550177',
    gender: 'male',
    appointmentDate: date,
    requiredDuration: 30,
    isNewUser: false,
    mainService: serviceCategoryId(1),
    subService: subServiceId(3),
    salon: DEMO_SALON_ID,
    stylistId: DEMO_USER_IDS.stylist,
    timeData: { id: slot._id, timeAsAString: slot.timeAsAString, timeAsADate: slot.timeAsADate },
    slotId: slot._id,
    ...overrides,
  };
}

/** The body of a visit's booking at `start` (a start the visit's availability answered), by `client`. */
export function visitBooking(
  start: VisitStart,
  date: string,
  client: { name: string; email: string; mobile: string },
  idempotencyKey: string,
) {
  return {
    ...client,
    salon: DEMO_SALON_ID,
    appointmentDate: date,
    startsAt: start.timeAsADate,
    parts: visitPartsOf(start),
    idempotencyKey,
  };
}

/**
 * Saves the demo's Men's Cut ($35, 30 minutes) with a payment policy, as the owner's service modal does:
 * `card` (card on file) or `deposit` with its kind and value.
 */
export function saveMensCutPolicy(
  owner: Session,
  payment:
    | { paymentPolicy: 'card' }
    | { paymentPolicy: 'deposit'; deposit: { kind: 'percent' | 'fixed'; value: number } },
) {
  return owner({
    method: 'POST',
    url: '/api/v1/service/add-service',
    payload: {
      id: subServiceId(3),
      isMainService: false,
      title: "Men's Cut",
      service: serviceCategoryId(1),
      description: 'Clipper and scissor cut with a hot-towel finish.',
      charges: 35,
      requiredTime: 30,
      leadTime: 0,
      breakTime: 5,
      ...payment,
    },
  });
}
