import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TextArea } from './TextArea';

const meta = {
  title: 'Primitives/TextArea',
  component: TextArea,
  args: { 'aria-label': 'Notes', placeholder: 'Add notes', onChange: fn() },
  tags: ['autodocs'],
} satisfies Meta<typeof TextArea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const area = within(canvasElement).getByRole('textbox', { name: 'Notes' });
    await userEvent.type(area, 'Prefers morning slots');
    await expect(area).toHaveValue('Prefers morning slots');
    await expect(args.onChange).toHaveBeenCalled();
  },
};
export const Filled: Story = { args: { defaultValue: 'Allergic to ammonia-based colour.\nPrefers Sam.' } };
export const Invalid: Story = { args: { invalid: true } };
export const Disabled: Story = { args: { disabled: true, defaultValue: 'Read only notes' } };
export const FixedSize: Story = { args: { resizable: false, rows: 2 } };
