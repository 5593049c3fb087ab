import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Icon } from '../Icon';
import { TextInput } from './TextInput';

const meta = {
  title: 'Primitives/TextInput',
  component: TextInput,
  args: { 'aria-label': 'Name', placeholder: 'Enter name', onChange: fn() },
  argTypes: { iconStart: { control: false }, endAdornment: { control: false } },
  tags: ['autodocs'],
} satisfies Meta<typeof TextInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Name' });
    await userEvent.type(input, 'Ada');
    await expect(input).toHaveValue('Ada');
    await expect(args.onChange).toHaveBeenCalledTimes(3);
  },
};
export const Filled: Story = { args: { defaultValue: 'Jane Doe' } };
export const Invalid: Story = {
  args: { invalid: true, defaultValue: 'not-an-email', 'aria-label': 'Email' },
};
export const Disabled: Story = { args: { disabled: true, defaultValue: 'Locked value' } };
export const WithIcon: Story = {
  args: {
    'aria-label': 'Search',
    placeholder: 'Search',
    type: 'search',
    iconStart: <Icon name="search" size={16} />,
  },
};
