import { firstStepsFixtures } from '@salon/api/mocks/factories/first-steps';
import { firstStepsHandlers } from '@salon/api/mocks/handlers/first-steps';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { DASHBOARD_PAGE_META, dashboardParameters, expectCards, type Args } from './dashboard-story';

/**
 * A new salon's dashboard as its owner sees it: the first steps to a bookable site above the figures,
 * each ticked from the salon's data (the server's), hidden once every step is done or once dismissed.
 */
const meta = {
  ...DASHBOARD_PAGE_META,
  parameters: { ...dashboardParameters('salon', { firstSteps: firstStepsFixtures.fresh }) },
  title: 'Catalogue/Dashboard/FirstSteps',
  tags: ['catalogue:first-steps'],
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

const card = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('region', { name: 'Get your salon ready for bookings' });

/** Nothing set up yet: four steps to do, the booking link to copy or print as a QR code. */
export const Default: Story = {
  tags: ['role:salon', 'state:default'],
  play: async ({ canvasElement }) => {
    const steps = within(await card(canvasElement));
    await expect(steps.getByText('0 of 4 steps done')).toBeVisible();
    await expect(steps.getByText('http://localhost:3000/salon/demo-salon/book-appointment')).toBeVisible();
    await userEvent.click(steps.getByRole('button', { name: 'Show QR code' }));
    await expect(await steps.findByRole('img', { name: /^QR code of your booking link/ })).toBeVisible();
  },
};

/** Services and the look done: ticked, without their buttons; the stylists' step still offered. */
export const PartlyDone: Story = {
  tags: ['role:salon', 'state:partly-done'],
  parameters: { msw: { handlers: { firstSteps: firstStepsHandlers(firstStepsFixtures.partlyDone) } } },
  play: async ({ canvasElement }) => {
    const steps = within(await card(canvasElement));
    await expect(steps.getByText('2 of 4 steps done')).toBeVisible();
    await expect(steps.getByRole('heading', { name: "Set your website's look, done" })).toBeVisible();
    await expect(steps.getByRole('button', { name: 'Add stylists' })).toBeVisible();
    // Dismissed, the card goes (the server keeps it closed).
    await userEvent.click(steps.getByRole('button', { name: 'Dismiss first steps' }));
    await waitFor(() =>
      expect(
        within(canvasElement).queryByRole('region', { name: 'Get your salon ready for bookings' }),
      ).toBeNull(),
    );
  },
};

/** Every step done: the card hides itself and the dashboard is as usual. */
export const Done: Story = {
  tags: ['role:salon', 'state:done'],
  parameters: { msw: { handlers: { firstSteps: firstStepsHandlers(firstStepsFixtures.done) } } },
  play: async ({ canvasElement }) => {
    await expectCards(canvasElement, [
      ['Appointments', '42'],
      ['Total Sales', '$1,874.50'],
      ['Users', '17'],
      ['Services', '12'],
    ]);
    await expect(
      within(canvasElement).queryByRole('region', { name: 'Get your salon ready for bookings' }),
    ).toBeNull();
  },
};
