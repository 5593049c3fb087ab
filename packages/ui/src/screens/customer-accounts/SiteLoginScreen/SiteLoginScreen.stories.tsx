import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn, userEvent, within } from 'storybook/test';
import { expectSubmitRefused } from '../../../patterns/FormField/validation-steps';
import { SiteLoginScreen } from './SiteLoginScreen';

const meta = {
  title: 'Screens/Site/SiteLoginScreen',
  component: SiteLoginScreen,
  parameters: { layout: 'fullscreen' },
  args: {
    salonName: 'Demo Salon',
    onSubmit: fn(),
    onForgotPassword: fn(),
    onCreateAccount: fn(),
    submitting: false,
    serverError: null,
  },
} satisfies Meta<typeof SiteLoginScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Validation: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Email'), 'chloe@example.com');
    await userEvent.type(canvas.getByLabelText('Password'), 'abc1234');
    await expectSubmitRefused(
      canvasElement,
      'Sign In',
      ['Password must be at least 8 characters'],
      args.onSubmit,
    );
  },
};

export const ServerError: Story = { args: { serverError: 'Invalid email or password' } };

export const Phone: Story = { globals: { viewport: { value: 'phone' } } };
