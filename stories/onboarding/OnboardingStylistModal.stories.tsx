import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import {
  clearOnboardingDraft,
  FILLED,
  PRO,
  renderOnboarding,
  type Args,
  onboardingParameters,
} from './onboarding-story';
import { expectDialogClosed, expectTexts } from '../support/expect';
import { chooseOption, clickButton, typeInto } from '../support/form';
import { openDialog } from '../support/dialog';

/** Step 3's Add Stylist modal, opened from the wizard (OnboardingContainer) against MSW. */
const meta = {
  title: 'Catalogue/Onboarding/OnboardingStylistModal',
  tags: ['catalogue:onboarding-stylist-modal'],
  render: renderOnboarding,
  beforeEach: clearOnboardingDraft,
  args: { initialValues: FILLED, initialPackage: PRO },
  parameters: { ...onboardingParameters('stylists') },
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

const open = (canvasElement: HTMLElement) => openDialog(canvasElement, 'Add Stylist');

export const Default: Story = {
  tags: ['role:owner', 'state:default'],
  play: async ({ canvasElement }) => {
    const dialog = await open(canvasElement);
    await typeInto(dialog, { Name: 'Leo Park', Email: 'leo@example.com', Phone: '5552223333' });
    await chooseOption(dialog, 'Gender', 'Male');
    await clickButton(dialog, 'Add');
    await expectDialogClosed();
    await expect(within(canvasElement).getByText(/Leo Park/)).toBeVisible();
  },
};

export const Validation: Story = {
  tags: ['role:owner', 'state:validation'],
  play: async ({ canvasElement }) => {
    const dialog = await open(canvasElement);
    await clickButton(dialog, 'Add');
    await expectTexts(dialog, [
      'Please enter name',
      'Please enter email',
      'Please enter phone no.',
      'Please enter gender',
    ]);
  },
};

export const Duplicate: Story = {
  tags: ['role:owner', 'state:duplicate'],
  play: async ({ canvasElement }) => {
    const dialog = await open(canvasElement);
    await typeInto(dialog, { Name: 'Mia Again', Email: 'mia@example.com', Phone: '5559876543' });
    await clickButton(dialog, 'Add');
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

/** A stylist's e-mail already in use on the platform is caught as it is typed, naming the stylist. */
export const EmailInUse: Story = {
  tags: ['role:owner', 'state:duplicate'],
  play: async ({ canvasElement }) => {
    const dialog = await open(canvasElement);
    await typeInto(dialog, { Name: 'Leo Park', Email: 'stylist@example.com' });
    await expect(
      await dialog.findByText(
        "Leo Park's e-mail is already in use on the platform. Please enter different email address.",
      ),
    ).toBeVisible();
    await typeInto(dialog, { Phone: '5552223333' });
    await chooseOption(dialog, 'Gender', 'Male');
    await clickButton(dialog, 'Add');
    await expect(dialog.getByRole('button', { name: 'Add' })).toBeVisible();
  },
};
