import { formModalArgs } from '@salon/ui/patterns/form-story-steps';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { PasswordAssistanceModal } from './PasswordAssistanceModal';

const meta = {
  title: 'Modals/Site/PasswordAssistanceModal',
  component: PasswordAssistanceModal,
  args: {
    ...formModalArgs(),
    submitting: false,
    serverError: null,
    sentMessage: null,
  },
} satisfies Meta<typeof PasswordAssistanceModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Validation: Story = {
  play: async ({ args }) => {
    await userEvent.click(await screen.findByRole('button', { name: 'Send link' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Please enter your Email'));
    await userEvent.type(screen.getByLabelText('Email'), 'nora@example');
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Invalid Email'));
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Sent: Story = {
  args: { sentMessage: 'If an account exists for this e-mail, we have sent a link to reset its password.' },
};

export const TooMany: Story = {
  args: { serverError: 'Too many password assistance requests, please try again later.' },
};
