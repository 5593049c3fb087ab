import type { FirstSteps, FirstStepsDone } from '../../first-steps/schemas';
import { builder } from '../builders';

/** Demo Salon's booking page, as the first-steps card shows it. */
export const DEMO_BOOKING_URL = 'http://localhost:3000/salon/demo-salon/book-appointment';

const NOTHING_DONE: FirstStepsDone = {
  services: false,
  stylistHours: false,
  websiteLook: false,
  bookingLink: false,
};

export const buildFirstSteps = builder<FirstSteps>(() => ({
  steps: NOTHING_DONE,
  dismissed: false,
  bookingUrl: DEMO_BOOKING_URL,
}));

/** The card's three states: a brand-new salon, one half way, and one with every step done. */
export const firstStepsFixtures = {
  fresh: buildFirstSteps(),
  partlyDone: buildFirstSteps({ steps: { ...NOTHING_DONE, services: true, websiteLook: true } }),
  done: buildFirstSteps({
    steps: { services: true, stylistHours: true, websiteLook: true, bookingLink: true },
  }),
};
