import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ContactFields } from './ContactFields';

const meta = {
  title: 'Forms/ContactFields',
  component: ContactFields,
  args: {
    idPrefix: 'salon',
    values: { name: '', email: '', phone: '', address: '' },
    errors: {},
    onChange: fn(),
  },
} satisfies Meta<typeof ContactFields>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.type(within(canvasElement).getByRole('textbox', { name: 'Phone' }), '5');
    await expect(args.onChange).toHaveBeenCalledWith('phone', '5');
  },
};

export const Filled: Story = {
  args: {
    values: {
      name: 'Demo Salon',
      email: 'owner@example.com',
      phone: '2125550103',
      address: '233 East 17th Street, New York, NY 10003',
    },
    autoComplete: { name: 'name', email: 'email', address: 'street-address' },
  },
};

export const WithErrors: Story = {
  args: {
    errors: {
      name: 'Please enter name',
      email: 'Please enter email address',
      phone: 'Please enter phone',
      address: 'Please enter address',
    },
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement)
        .getAllByRole('alert')
        .map((alert) => alert.textContent),
    ).toEqual([
      'Please enter name',
      'Please enter email address',
      'Please enter phone',
      'Please enter address',
    ]);
  },
};

export const Disabled: Story = { args: { disabled: true } };
