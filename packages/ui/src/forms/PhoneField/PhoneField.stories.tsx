import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { PhoneField } from './PhoneField';

const meta = {
  title: 'Forms/PhoneField',
  component: PhoneField,
  args: { label: 'Phone', id: 'phone', value: '5550100100', onChange: fn() },
} satisfies Meta<typeof PhoneField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Phone' })).toHaveValue('555-010-0100');
  },
};
export const WithError: Story = { args: { value: '55501', error: 'Phone number must be 10 digits' } };
