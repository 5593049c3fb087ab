import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { StylistFormModal } from './StylistFormModal';
import { EMPTY_STYLIST_FORM } from './validate-stylist';

const meta = {
  title: 'Modals/Stylists/StylistFormModal',
  component: StylistFormModal,
  args: { open: true, mode: 'create', initialValues: EMPTY_STYLIST_FORM, onClose: fn(), onSubmit: fn() },
} satisfies Meta<typeof StylistFormModal>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Create: Story = {};

export const Update: Story = {
  args: {
    mode: 'update',
    initialValues: {
      ...EMPTY_STYLIST_FORM,
      name: 'Stella Romano',
      email: 'stylist@example.com',
      phone: '2125550105',
      address: '233 East 17th Street',
      gender: 'female',
    },
  },
};

export const Validation: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = within(canvasElement.ownerDocument.body).getByRole('dialog', { name: 'Add New Stylist' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    const messages = within(dialog)
      .getAllByRole('alert')
      .map((alert) => alert.textContent);
    await expect(messages).toEqual([
      'Please enter name',
      'Please enter email address',
      'Please enter phone',
      'Please enter address',
      'Please select gender.',
      'Please enter password',
      'Please select files to upload',
    ]);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const ServerMessage: Story = {
  args: { serverError: 'An account with this email address already exists' },
};
