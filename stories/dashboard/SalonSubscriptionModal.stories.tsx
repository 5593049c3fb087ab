import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { type Args, DASHBOARD_PAGE_META, dashboardParameters } from './dashboard-story';
import { clickButton } from '../support/form';
import { expectTexts } from '../support/expect';

/** The admin's Salon Subscription modal, opened from the side panel's cards. */
const meta = {
  ...DASHBOARD_PAGE_META,
  args: { role: 'admin' },
  parameters: { ...dashboardParameters('admin') },
  title: 'Catalogue/Dashboard/SalonSubscriptionModal',
  tags: ['catalogue:salon-subscription-modal'],
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

async function open(canvasElement: HTMLElement, card: RegExp) {
  await userEvent.click(await within(canvasElement).findByRole('button', { name: card }));
  return within(await within(document.body).findByRole('dialog', { name: 'Salon Subscription' }));
}

export const Active: Story = {
  tags: ['role:admin', 'state:active'],
  play: async ({ canvasElement }) => {
    const modal = await open(canvasElement, /Demo Salon/);
    await expectTexts(modal, ['Active', 'Expires in 3 months', 'demo.salon@example.com', '2125550101']);
    // DD-MM-YYYY: 270 days before and 95 days after 16 Mar 2026.
    await expectTexts(modal, ['19-06-2025', '19-06-2026']);
    // Closing clears the selection.
    await clickButton(modal, 'Close');
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
  },
};

export const Expired: Story = {
  tags: ['role:admin', 'state:expired'],
  play: async ({ canvasElement }) => {
    const modal = await open(canvasElement, /Second Salon/);
    await expectTexts(modal, ['Expired', 'Expired 2 days ago', '12-02-2026', '14-03-2026']);
  },
};
