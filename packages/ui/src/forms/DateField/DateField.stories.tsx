import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { DateField } from './DateField';

const today = new Date(2026, 2, 17);

const meta = {
  title: 'Forms/DateField',
  component: DateField,
  args: { label: 'Date', id: 'date', value: null, today, minDate: today, onChange: fn() },
} satisfies Meta<typeof DateField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Required: Story = { args: { required: true, value: today, hint: 'Day of the appointment' } };
export const WithError: Story = {
  args: { required: true, error: 'Please select date' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('combobox', { name: 'Date' });
    await expect(input).toHaveAccessibleDescription('Please select date');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
  },
};
