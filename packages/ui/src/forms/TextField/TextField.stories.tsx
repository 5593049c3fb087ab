import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TextField } from './TextField';

const meta = {
  title: 'Forms/TextField',
  component: TextField,
  args: { label: 'Name', id: 'name', value: '', onChange: fn() },
} satisfies Meta<typeof TextField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.type(within(canvasElement).getByRole('textbox', { name: 'Name' }), 'A');
    await expect(args.onChange).toHaveBeenCalledWith('A');
  },
};
export const Required: Story = { args: { required: true, hint: 'As on the booking' } };
export const WithError: Story = {
  args: { error: 'Please enter name' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Name' });
    await expect(input).toHaveAccessibleDescription('Please enter name');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
  },
};
