import { CancelLinks } from '../../src/modules/scheduling/cancel-links';
import { demoAppointmentId } from '../../src/seed/booking';
import { DEMO_SALON_ID, SECOND_SALON_ID } from '../../src/seed/demo-data';
import { TEST_JWT_SECRET } from '../helper';
import { ALL, type Matrix, type Scope } from './types';

/*
 * The cancel links of booking e-mails: public, the signed token is the only credential, so every role and
 * nobody get the same answer. Cancelling twice answers 200 (already cancelled). The appointments are
 * Priya's and Jonas's, which no other case touches.
 */
const PUBLIC = ALL(200, { anonymous: 200 });
const links = new CancelLinks(TEST_JWT_SECRET, 'http://localhost:3000');
const token = (scope: Scope, own: number, other: number) =>
  scope === 'own'
    ? links.token(DEMO_SALON_ID, demoAppointmentId(own))
    : links.token(SECOND_SALON_ID, demoAppointmentId(other));

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
};
