import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PasswordInput } from './PasswordInput';

const meta = {
  title: 'Primitives/PasswordInput',
  component: PasswordInput,
  args: { 'aria-label': 'Password', placeholder: 'Password', onChange: fn() },
  tags: ['autodocs'],
} satisfies Meta<typeof PasswordInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Toggle: Story = {
  args: { defaultValue: 'secret123' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Password', { selector: 'input' });
    await expect(input).toHaveAttribute('type', 'password');
    await userEvent.click(canvas.getByRole('button', { name: 'Show password' }));
    await expect(input).toHaveAttribute('type', 'text');
    await userEvent.click(canvas.getByRole('button', { name: 'Hide password' }));
    await expect(input).toHaveAttribute('type', 'password');
  },
};

export const Visible: Story = { args: { defaultValue: 'secret123', defaultVisible: true } };
export const Invalid: Story = { args: { invalid: true, defaultValue: 'short' } };
export const Disabled: Story = { args: { disabled: true, defaultValue: 'secret123' } };
