import { and, eq } from 'drizzle-orm';
import { appointments } from '../../src/db/schema';
import { CancelLinks, type LinkPurpose } from '../../src/modules/appointments/cancel-links';
import { demoAppointmentId } from '../../src/seed/booking';
import { DEMO_SALON_ID, SECOND_SALON_ID } from '../../src/seed/demo-data';
import { TEST_JWT_SECRET, type TestApp } from '../helper';
import { ALL, type Matrix, type Scope } from './types';

/*
 * The cancel links of booking e-mails: public, the signed token is the only credential, so every role and
 * nobody get the same answer. Cancelling twice answers 200 (already cancelled). The appointments are
 * Priya's and Jonas's, which no other case touches.
 */
const PUBLIC = ALL(200, { anonymous: 200 });
const links = new CancelLinks(TEST_JWT_SECRET, 'http://localhost:3000');
const token = (scope: Scope, own: number, other: number, purpose: LinkPurpose = 'cancel') =>
  scope === 'own'
    ? links.token(DEMO_SALON_ID, demoAppointmentId(own), purpose)
    : links.token(SECOND_SALON_ID, demoAppointmentId(other), purpose);

/** The slot an appointment holds now (a reschedule to it changes nothing, so every role gets 200). */
async function slotOf(t: TestApp, scope: Scope, own: number, other: number): Promise<string> {
  const salonId = scope === 'own' ? DEMO_SALON_ID : SECOND_SALON_ID;
  const id = demoAppointmentId(scope === 'own' ? own : other);
  const [row] = await t.container.db
    .select({ slotId: appointments.slotId })
    .from(appointments)
    .where(and(eq(appointments.salonId, salonId), eq(appointments.id, id)));
  return row!.slotId!;
}

export const bookingCancelMatrix: Matrix = {
  'GET /public/appointment/cancel-info': {
    request: (scope) => ({ url: `/public/appointment/cancel-info?token=${token(scope, 13, 22)}` }),
    own: PUBLIC,
    other: PUBLIC,
  },
  'POST /public/appointment/cancel-by-token': {
    request: (scope) => ({
      url: '/public/appointment/cancel-by-token',
      payload: { token: token(scope, 14, 23) },
    }),
    own: PUBLIC,
    other: PUBLIC,
  },
  // Deposits (issue 22): the submit's key is the only credential; a key nobody booked with is 404 for all.
  'POST /public/appointment/pay-deposit': {
    request: (scope) => ({
      url: '/public/appointment/pay-deposit',
      payload: {
        salon: scope === 'own' ? DEMO_SALON_ID : SECOND_SALON_ID,
        idempotencyKey: 'matrix-no-such-deposit',
        paymentMethod: '4242424242424242',
      },
    }),
    own: ALL(404, { anonymous: 404 }),
    other: ALL(404, { anonymous: 404 }),
  },
  'POST /public/appointment/confirm-deposit': {
    request: (scope) => ({
      url: '/public/appointment/confirm-deposit',
      payload: {
        salon: scope === 'own' ? DEMO_SALON_ID : SECOND_SALON_ID,
        idempotencyKey: 'matrix-no-such-deposit',
        approve: true,
      },
    }),
    own: ALL(404, { anonymous: 404 }),
    other: ALL(404, { anonymous: 404 }),
  },
  // Cards on file (issue 22): the same, for the card step of a card-on-file booking.
  'POST /public/appointment/save-card': {
    request: (scope) => ({
      url: '/public/appointment/save-card',
      payload: {
        salon: scope === 'own' ? DEMO_SALON_ID : SECOND_SALON_ID,
        idempotencyKey: 'matrix-no-such-card',
        paymentMethod: '4242424242424242',
      },
    }),
    own: ALL(404, { anonymous: 404 }),
    other: ALL(404, { anonymous: 404 }),
  },
  'POST /public/appointment/confirm-card': {
    request: (scope) => ({
      url: '/public/appointment/confirm-card',
      payload: {
        salon: scope === 'own' ? DEMO_SALON_ID : SECOND_SALON_ID,
        idempotencyKey: 'matrix-no-such-card',
        approve: true,
      },
    }),
    own: ALL(404, { anonymous: 404 }),
    other: ALL(404, { anonymous: 404 }),
  },
  // A held booking's reload, e-mailed link and release: the key (or the link's token) is the credential.
  'GET /public/appointment/held-booking': {
    request: (scope) => ({
      url: `/public/appointment/held-booking?salon=${scope === 'own' ? DEMO_SALON_ID : SECOND_SALON_ID}&idempotencyKey=matrix-no-such-hold`,
    }),
    own: ALL(404, { anonymous: 404 }),
    other: ALL(404, { anonymous: 404 }),
  },
  'POST /public/appointment/release-hold': {
    request: (scope) => ({
      url: '/public/appointment/release-hold',
      payload: {
        salon: scope === 'own' ? DEMO_SALON_ID : SECOND_SALON_ID,
        idempotencyKey: 'matrix-no-such-hold',
      },
    }),
    own: ALL(404, { anonymous: 404 }),
    other: ALL(404, { anonymous: 404 }),
  },
  // A client's own visits (issue 21): My appointments for a customer (role user) only; the reschedule and
  // claim links are public like the cancel link. Appointments 1 and 21 are moved to where they are.
  'GET /public/appointment/my-appointments': {
    request: () => ({ url: '/public/appointment/my-appointments?when=upcoming' }),
    own: ALL(403, { user: 200 }),
  },
  'GET /public/appointment/reschedule-info': {
    request: (scope) => ({
      url: `/public/appointment/reschedule-info?token=${token(scope, 13, 22, 'reschedule')}`,
    }),
    own: PUBLIC,
    other: PUBLIC,
  },
  'POST /public/appointment/reschedule-by-token': {
    request: async (scope, t) => ({
      url: '/public/appointment/reschedule-by-token',
      payload: { token: token(scope, 1, 21, 'reschedule'), slotId: await slotOf(t, scope, 1, 21) },
    }),
    own: PUBLIC,
    other: PUBLIC,
  },
  // The customers' own visits (the demo client's, Felix's at Second Salon): claiming again changes nothing.
  'POST /public/appointment/claim': {
    request: (scope) => ({
      url: '/public/appointment/claim',
      payload: { token: token(scope, 1, 21, 'claim') },
    }),
    own: PUBLIC,
    other: PUBLIC,
  },
  // Issue 22: a fee's payment link, public and signed like the cancel link. No fee awaits the client of
  // these visits, so paying answers 409 to everyone.
  'GET /public/appointment/fee-payment': {
    request: (scope) => ({ url: `/public/appointment/fee-payment?token=${token(scope, 13, 22, 'pay')}` }),
    own: PUBLIC,
    other: PUBLIC,
  },
  'POST /public/appointment/pay-fee': {
    request: (scope) => ({
      url: '/public/appointment/pay-fee',
      payload: { token: token(scope, 13, 22, 'pay'), approve: true },
    }),
    own: ALL(409, { anonymous: 409 }),
    other: ALL(409, { anonymous: 409 }),
  },
};
