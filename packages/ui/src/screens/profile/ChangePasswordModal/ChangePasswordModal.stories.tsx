import { formModalArgs } from '@salon/ui/patterns/form-story-steps';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { dialogSubmitRefusedPlay } from '../../../forms/FormModal/form-modal-steps';
import { ChangePasswordModal } from './ChangePasswordModal';

const meta = {
  title: 'Modals/Profile/ChangePasswordModal',
  component: ChangePasswordModal,
  args: { ...formModalArgs(), submitting: false, serverError: null },
} satisfies Meta<typeof ChangePasswordModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Validation: Story = {
  play: dialogSubmitRefusedPlay('Change Password', [
    'Please enter current password',
    'Please enter password',
  ]),
};

export const ServerError: Story = { args: { serverError: 'Current password is incorrect' } };

export const Submitting: Story = { args: { submitting: true } };

/** Setting another user's password (Salon Staff): no current password. */
export const ByAdmin: Story = { args: { byAdmin: true } };
