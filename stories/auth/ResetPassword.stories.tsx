import { MOCK_RESET_TOKENS } from '@salon/api/mocks/factories/customer-accounts';
import { customerAccountHandlers } from '@salon/api/mocks/handlers/customer-accounts';
import { ResetPasswordContainer } from '@salon/features/auth/from-link';
import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  expectPasswordSetThenSignIn,
  expectPasswordsRequired,
  expectLinkUsedOffersNewLink,
} from '../support/set-password';

/** The dashboard's /reset-password?token=… (staff's reset e-mail) through its container; signed out. */
const meta = {
  title: 'Catalogue/Auth/ResetPassword',
  component: ResetPasswordContainer,
  tags: ['catalogue:set-new-password'],
  parameters: {
    layout: 'fullscreen',
    route: `/reset-password?token=${MOCK_RESET_TOKENS.valid}`,
    routePath: '/reset-password',
    msw: { handlers: { customerAccounts: customerAccountHandlers() } },
  },
} satisfies Meta<typeof ResetPasswordContainer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Sets the password and leads to the dashboard's sign-in. */
export const Default: Story = {
  tags: ['role:any', 'state:default'],
  play: ({ canvasElement }) => expectPasswordSetThenSignIn(canvasElement, '/login'),
};

export const Validation: Story = {
  tags: ['role:any', 'state:validation'],
  play: async ({ canvasElement }) => {
    await expectPasswordsRequired(canvasElement);
  },
};

/** A used or expired link: the server's message and the dashboard's Forgot password? for a new one. */
export const LinkUsed: Story = {
  tags: ['role:any', 'state:error'],
  parameters: { route: `/reset-password?token=${MOCK_RESET_TOKENS.used}` },
  play: ({ canvasElement }) => expectLinkUsedOffersNewLink(canvasElement, 'Forgot password?'),
};
