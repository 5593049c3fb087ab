import { ALL, type Matrix } from './types';

/* The first-steps card: the owner's own salon; the salon comes from the session (no other salon). */
const OWNER = ALL(403, { salon: 200 });

export const firstStepsMatrix: Matrix = {
  'GET /salon/first-steps': { request: () => ({ url: '/salon/first-steps' }), own: OWNER },
  'PATCH /salon/first-steps/dismiss': { request: () => ({ url: '/salon/first-steps/dismiss' }), own: OWNER },
};
