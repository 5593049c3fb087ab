import { MOCK_RESET_TOKENS } from '@salon/api/mocks/factories/customer-accounts';
import { SetNewPasswordContainer } from '@salon/features/customer-accounts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { websiteParameters } from '../support/page-meta';
import { expect, within } from 'storybook/test';
import { customerAccountAreas } from './customer-accounts-story';
import {
  setPassword,
  expectPasswordSetThenSignIn,
  expectPasswordsRequired,
  expectLinkUsedOffersNewLink,
} from '../support/set-password';

/** /salon/{salonName}/reset-password?token=… (the e-mailed link) through its container against MSW. */
const meta = {
  title: 'Catalogue/Site/SetNewPassword',
  component: SetNewPasswordContainer,
  tags: ['catalogue:set-new-password'],
  parameters: {
    layout: 'fullscreen',
    ...websiteParameters(
      customerAccountAreas,
      `/reset-password?token=${MOCK_RESET_TOKENS.valid}`,
      '/reset-password',
    ),
  },
} satisfies Meta<typeof SetNewPasswordContainer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Sets the password and leads to sign-in. */
export const Default: Story = {
  tags: ['role:visitor', 'state:default'],
  play: ({ canvasElement }) => expectPasswordSetThenSignIn(canvasElement, '/salon/demo-salon/login'),
};

export const Validation: Story = {
  tags: ['role:visitor', 'state:validation'],
  play: async ({ canvasElement }) => {
    await expectPasswordsRequired(canvasElement);
    await setPassword(canvasElement, 'Abc12!x', 'Abc12!y');
    await expect(
      within(canvasElement)
        .getAllByRole('alert')
        .map((alert) => alert.textContent),
    ).toEqual(['Password must be at least 8 characters', 'Password does not match']);
  },
};

/** A used or expired link: the server's message and a way to get a new one. */
export const LinkUsed: Story = {
  tags: ['role:visitor', 'state:error'],
  parameters: { route: `/salon/demo-salon/reset-password?token=${MOCK_RESET_TOKENS.used}` },
  play: ({ canvasElement }) => expectLinkUsedOffersNewLink(canvasElement, 'Password assistance'),
};

export const Phone: Story = {
  tags: ['role:visitor', 'state:default', 'viewport:phone'],
  globals: { viewport: { value: 'phone' } },
};
