import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TextAreaField } from './TextAreaField';

const meta = {
  title: 'Forms/TextAreaField',
  component: TextAreaField,
  args: { label: 'Description', id: 'description', rows: 3, value: '', onChange: fn() },
} satisfies Meta<typeof TextAreaField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.type(within(canvasElement).getByRole('textbox', { name: 'Description' }), 'A');
    await expect(args.onChange).toHaveBeenCalledWith('A');
  },
};
export const WithError: Story = { args: { required: true, error: 'Please enter description' } };
