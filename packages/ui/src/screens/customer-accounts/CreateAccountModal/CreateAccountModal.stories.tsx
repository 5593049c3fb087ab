import { formModalArgs } from '@salon/ui/patterns/form-story-steps';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { dialogSubmitRefusedPlay } from '../../../forms/FormModal/form-modal-steps';
import { CreateAccountModal } from './CreateAccountModal';

const meta = {
  title: 'Modals/Site/CreateAccountModal',
  component: CreateAccountModal,
  args: {
    ...formModalArgs(),
    submitting: false,
    serverError: null,
  },
} satisfies Meta<typeof CreateAccountModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Validation: Story = {
  play: dialogSubmitRefusedPlay('Create Account', [
    'Please enter your Name',
    'Please enter your Email',
    'Please enter your phone number.',
    'Please select your gender',
    'Please enter your password',
  ]),
};

export const TooMany: Story = {
  args: { serverError: 'Too many accounts created from this address, please try again later.' },
};

export const Submitting: Story = { args: { submitting: true } };
