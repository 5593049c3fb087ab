import { formModalArgs } from '@salon/ui/patterns/form-story-steps';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { dialogSubmitRefusedPlay } from '../../../forms/FormModal/form-modal-steps';
import { SiteLoginModal } from './SiteLoginModal';

const meta = {
  title: 'Modals/Site/SiteLoginModal',
  component: SiteLoginModal,
  args: {
    ...formModalArgs(),
    onForgotPassword: fn(),
    onCreateAccount: fn(),
    submitting: false,
    serverError: null,
  },
} satisfies Meta<typeof SiteLoginModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Validation: Story = {
  play: dialogSubmitRefusedPlay('Sign In', ['Please enter email address', 'Please enter your password']),
};

export const ServerError: Story = { args: { serverError: 'Invalid email or password' } };
