import { salonHandlers } from '@salon/api/mocks/handlers/salons';
import { CancelSubscriptionContainer } from '@salon/features/salons';
import type { Meta } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { expectToast, openFromRow, type Args, SALONS_PAGE_META, salonsParameters } from './salons-story';
import type { SalonsStory as Story } from './salons-story';
import { expectDialogClosed } from '../support/expect';
import { clickButton } from '../support/form';
import { expectDoneAndClosed, findDialog } from '../support/dialog';

const MESSAGE =
  'Are you sure you want to cancel your subscription? Remember you will not be able to use any of the features on this platform.';

/** Cancel Subscription: the admin from /salon's status column; the salon owner for their own salon. */
export default {
  ...SALONS_PAGE_META,
  parameters: { ...salonsParameters() },
  title: 'Catalogue/Salons/CancelSubscriptionModal',
  tags: ['catalogue:cancel-subscription-modal'],
} satisfies Meta<Args>;

/** The admin clicks Cancel beside a salon's active subscription: the confirmation, then the server's message. */
export const Admin: Story = {
  tags: ['role:admin', 'state:default'],
  play: async ({ canvasElement }) => {
    const dialog = await openFromRow(
      canvasElement,
      'Demo Salon',
      'Cancel Subscription of Demo Salon',
      'Cancel Subscription',
    );
    await expect(dialog.getByText(MESSAGE)).toBeVisible();
    await clickButton(dialog, 'Yes');
    await expectDoneAndClosed('Your subscription will end at the end of the current period');
  },
};

/**
 * The salon owner cancels their own salon's subscription (My Profile's button, CancelSubscriptionContainer);
 * 'No' closes without a call.
 */
export const Salon: Story = {
  tags: ['role:salon', 'state:default'],
  args: { role: 'salon' },
  render: () => <CancelSubscriptionContainer />,
  parameters: {
    route: '/my-profile',
    routePath: '/my-profile',
    msw: { handlers: { salons: salonHandlers() } },
  },
  play: async ({ canvasElement }) => {
    const open = async () => {
      await userEvent.click(within(canvasElement).getByRole('button', { name: 'Cancel Subscription' }));
      return findDialog('Cancel Subscription');
    };
    await userEvent.click((await open()).getByRole('button', { name: 'No' }));
    await expectDialogClosed();
    const dialog = await open();
    await expect(dialog.getByText(MESSAGE)).toBeVisible();
    await clickButton(dialog, 'Yes');
    await expectToast('Your subscription will end at the end of the current period');
  },
};
