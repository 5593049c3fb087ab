import * as booking from '@salon/api/booking/endpoints';
import type { AvailableByDateBody, WebsiteBookingBody } from '@salon/api/booking/schemas';
import { FIXED_NOW } from '@salon/api/mocks/clock';
import {
  buildAvailableDay,
  buildBookingConfirmation,
  compactFixtureDay,
} from '@salon/api/mocks/factories/booking';
import { bookingHandlers } from '@salon/api/mocks/handlers/booking';
import { websiteHandlers } from '@salon/api/mocks/handlers/website-settings';
import { fail, mockEndpoint, ok } from '@salon/api/mocks/http';
import { BookingContainer } from '@salon/features/booking';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { findDialog, type Scope } from '../support/dialog';

export { FIXED_NOW };

/** The salon's website and services (no token), as the booking page reads them. */
export const siteHandlers = websiteHandlers();

/** MSW areas of the booking stories. */
export const bookingAreas = { website: siteHandlers, booking: bookingHandlers() };

/** The page opens on the first day with a free slot: the fixture today, Monday 16 March 2026. */
export const FIRST_DAY = 'Monday, 16 March 2026';
export const PRIYA_10 = '10:00 AM, Monday 16 March 2026, with Priya Shah';
export const PRIYA_1030 = '10:30 AM, Monday 16 March 2026, with Priya Shah';
export const TAKEN_MESSAGE = 'This time slot has just been booked, please choose another one';

/**
 * A slot taken while the visitor fills the form: the first booking answers 409 and from then on the
 * day shows that slot as waiting; the next booking succeeds. `reset` runs before each story.
 */
export function slotTakenScenario() {
  const state = { taken: null as string | null };
  const handlers = [
    mockEndpoint(booking.getAvailableTimesByDate, async ({ request }) => {
      const body = (await request.json()) as AvailableByDateBody;
      const day = buildAvailableDay(body.requestDate.slice(0, 10), body.stylistId);
      return ok(
        compactFixtureDay({
          ...day,
          stylists: day.stylists.map((stylist) => ({
            ...stylist,
            slots: stylist.slots.map((slot) =>
              slot._id === state.taken ? { ...slot, slotStatus: 'waiting' as const, choosable: false } : slot,
            ),
          })),
        }),
      );
    }),
    mockEndpoint(booking.addAppointmentFromWebsite, async ({ request }) => {
      const body = (await request.json()) as WebsiteBookingBody;
      if (state.taken === null) {
        state.taken = body.slotId;
        return fail(409, TAKEN_MESSAGE);
      }
      return ok(buildBookingConfirmation(body), 'Your appointment has been booked');
    }),
    ...bookingHandlers(),
  ];
  return { handlers, reset: () => (state.taken = null) };
}

/** A day where every slot is taken; the next free day is Wednesday 18 March. */
const NEXT_FREE_DAY = '2026-03-18';

/** Every day up to NEXT_FREE_DAY is full; that day has its usual free times. */
export const fullDayHandlers = [
  mockEndpoint(booking.getAvailableTimesByDate, async ({ request }) => {
    const body = (await request.json()) as AvailableByDateBody;
    const date = body.requestDate.slice(0, 10);
    const day = buildAvailableDay(date, body.stylistId);
    if (date >= NEXT_FREE_DAY) return ok(compactFixtureDay(day));
    return ok(
      compactFixtureDay({
        ...day,
        stylists: day.stylists.map((stylist) => ({
          ...stylist,
          slots: stylist.slots.map((slot) => ({
            ...slot,
            slotStatus: 'confirmed' as const,
            choosable: false,
          })),
        })),
      }),
    );
  }),
  mockEndpoint(booking.getNextAvailableDate, async ({ request }) => {
    const body = (await request.json()) as { fromDate?: string | null };
    return ok({ date: body.fromDate ? NEXT_FREE_DAY : null, timeZone: 'America/New_York' });
  }),
  ...bookingHandlers(),
];

/** Chooses Men's Cut and presses Priya's 10:00 with the keyboard; answers the booking dialog. */
export async function openBookingForm(canvasElement: HTMLElement, slotName = PRIYA_10) {
  const canvas = within(canvasElement);
  await canvas.findByRole('heading', { name: FIRST_DAY, level: 2 });
  const service = canvas.getByLabelText('Service');
  await waitFor(() => expect(service).toBeEnabled());
  // Men's Cut, whatever its booking takes ('· Deposit $20.00' in the deposit stories).
  await userEvent.selectOptions(
    service,
    within(service).getByRole('option', { name: /^Men's Cut · 30 min · \$35\.00/ }),
  );
  const slot = await canvas.findByRole('button', { name: slotName });
  slot.focus();
  await userEvent.keyboard('{Enter}');
  return findDialog('Book your appointment');
}

/** Fills the form with the keyboard only (Tab between fields, Space on a radio button). */
export async function typeGuestDetails(dialog: Scope) {
  await waitFor(() => expect(dialog.getByLabelText('Name')).toHaveFocus());
  await userEvent.keyboard('Noah Brooks');
  await userEvent.tab();
  await userEvent.keyboard('noah.brooks@example.com');
  await userEvent.tab();
  await userEvent.keyboard('2125550177');
  await userEvent.tab();
  await userEvent.keyboard(' ');
}

/** Story args: the fixed clock, and `role: 'user'` for a signed-in customer (the decorator signs in). */
export interface BookingArgs {
  now: Date;
  role?: 'user';
}

export function renderBooking({ now }: BookingArgs) {
  return <BookingContainer now={now} />;
}

/** Presses Tab until the control named `name` has focus (a keyboard user's way to a button). */
export async function tabTo(name: string, max = 20) {
  for (let i = 0; i < max; i += 1) {
    const active = document.activeElement as HTMLElement | null;
    if (active?.getAttribute('aria-label') === name || active?.textContent?.trim() === name) return active;
    await userEvent.tab();
  }
  throw new Error(`Tab never reached ${name}`);
}
