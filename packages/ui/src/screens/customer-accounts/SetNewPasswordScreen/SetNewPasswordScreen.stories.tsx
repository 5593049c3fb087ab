import { submitRefusedPlay } from '@salon/ui/patterns/form-story-steps';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { SetNewPasswordScreen } from './SetNewPasswordScreen';

const meta = {
  title: 'Screens/Site/SetNewPasswordScreen',
  component: SetNewPasswordScreen,
  parameters: { layout: 'fullscreen' },
  args: {
    onSubmit: fn(),
    onRequestNewLink: fn(),
    loginHref: '/salon/demo-salon/login',
    submitting: false,
    serverError: null,
    linkInvalid: false,
  },
} satisfies Meta<typeof SetNewPasswordScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Validation: Story = {
  play: submitRefusedPlay('Set password', ['Please enter password', 'Please re-enter password']),
};

export const LinkInvalid: Story = {
  args: { linkInvalid: true, serverError: 'This link has expired or was already used' },
};

export const Phone: Story = { globals: { viewport: { value: 'phone' } } };
