import { submitRefusedPlay } from '@salon/ui/patterns/form-story-steps';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { UserSignupScreen } from './UserSignupScreen';

const meta = {
  title: 'Screens/Auth/UserSignupScreen',
  component: UserSignupScreen,
  args: {
    salons: [
      { id: 's1', name: 'Demo Salon' },
      { id: 's2', name: 'Second Salon' },
    ],
    salonsLoading: false,
    onSubmit: fn(),
    submitting: false,
    serverError: null,
    success: false,
    signInHref: '/login',
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof UserSignupScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Validation: Story = {
  play: submitRefusedPlay('Create Account', [
    'Please enter name',
    'Please enter email address',
    'Please enter phone',
    'Please select gender.',
    'Please select salon',
    'Please enter password',
  ]),
};

export const SalonsLoading: Story = { args: { salons: [], salonsLoading: true } };

export const ServerError: Story = {
  args: { serverError: 'An account with this email address already exists' },
};

export const Submitting: Story = { args: { submitting: true } };

export const Success: Story = { args: { success: true } };
