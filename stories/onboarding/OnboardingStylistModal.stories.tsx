import { billingHandlers } from '@salon/api/mocks/handlers/billing';
import { onboardingHandlers } from '@salon/api/mocks/handlers/onboarding';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import { dialogNamed, FILLED, PRO, renderOnboarding, type Args } from './onboarding-story';
import { expectDialogClosed } from '../support/expect';

/** Step 3's Add Stylist modal, opened from the wizard (OnboardingContainer) against MSW. */
const meta = {
  title: 'Catalogue/Onboarding/OnboardingStylistModal',
  tags: ['catalogue:onboarding-stylist-modal'],
  render: renderOnboarding,
  args: { initialStep: 2, initialValues: FILLED, initialPackage: PRO },
  parameters: {
    route: '/register',
    routePath: '/register',
    msw: { handlers: { billing: billingHandlers(), onboarding: onboardingHandlers() } },
  },
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

async function open(canvasElement: HTMLElement) {
  await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Add Stylist' }));
  return dialogNamed('Add Stylist');
}

export const Default: Story = {
  tags: ['role:owner', 'state:default'],
  play: async ({ canvasElement }) => {
    const dialog = await open(canvasElement);
    await userEvent.type(dialog.getByLabelText('Name'), 'Leo Park');
    await userEvent.type(dialog.getByLabelText('Email'), 'leo@example.com');
    await userEvent.type(dialog.getByLabelText('Phone'), '5552223333');
    await userEvent.click(dialog.getByLabelText('Gender'));
    await userEvent.click(await screen.findByRole('option', { name: 'Male' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Add' }));
    await expectDialogClosed();
    await expect(within(canvasElement).getByText(/Leo Park/)).toBeVisible();
  },
};

export const Validation: Story = {
  tags: ['role:owner', 'state:validation'],
  play: async ({ canvasElement }) => {
    const dialog = await open(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: 'Add' }));
    await expect(dialog.getByText('Please enter name')).toBeVisible();
    await expect(dialog.getByText('Please enter email')).toBeVisible();
    await expect(dialog.getByText('Please enter phone no.')).toBeVisible();
    await expect(dialog.getByText('Please enter gender')).toBeVisible();
  },
};

export const Duplicate: Story = {
  tags: ['role:owner', 'state:duplicate'],
  play: async ({ canvasElement }) => {
    const dialog = await open(canvasElement);
    await userEvent.type(dialog.getByLabelText('Name'), 'Mia Again');
    await userEvent.type(dialog.getByLabelText('Email'), 'mia@example.com');
    await userEvent.type(dialog.getByLabelText('Phone'), '5559876543');
    await userEvent.click(dialog.getByRole('button', { name: 'Add' }));
    await expect(
      dialog.getByText(
        'A stylist with this email address already exists. Please enter different email address.',
      ),
    ).toBeVisible();
    await expect(
      dialog.getByText('A stylist with this phone already exists. Please enter different phone number.'),
    ).toBeVisible();
  },
};
