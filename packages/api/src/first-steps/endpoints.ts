import { endpoint } from '../contract';
import { FirstSteps } from './schemas';

/* The first-steps card of a new salon's dashboard: the owner's own salon (others 403). */

export const getFirstSteps = endpoint({
  method: 'GET',
  path: '/salon/first-steps',
  auth: 'token',
  data: FirstSteps,
});

/** Closes the card for good (idempotent: a second dismissal answers the same). */
export const dismissFirstSteps = endpoint({
  method: 'PATCH',
  path: '/salon/first-steps/dismiss',
  auth: 'token',
  data: FirstSteps,
});
