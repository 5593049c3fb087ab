import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { useHeldValue } from '../use-held-value';
import { PhoneInput } from './PhoneInput';
import type { PhoneInputProps } from './PhoneInput';

/** Holds the controlled value so typing updates the field; `onChange` is still reported. */
function ControlledPhoneInput(props: PhoneInputProps) {
  const [value, onChange] = useHeldValue(props.value, props.onChange);
  return <PhoneInput {...props} value={value} onChange={onChange} />;
}

const meta = {
  title: 'Primitives/PhoneInput',
  component: PhoneInput,
  render: (args) => <ControlledPhoneInput key={args.value} {...args} />,
  args: { 'aria-label': 'Phone', placeholder: '555-010-0100', value: '', onChange: fn() },
  tags: ['autodocs'],
} satisfies Meta<typeof PhoneInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Filled: Story = { args: { value: '5550100100' } };

export const FormatsAsYouType: Story = {
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Phone' });
    await userEvent.type(input, '555a0100');
    await expect(input).toHaveValue('555-010-0');
    await userEvent.type(input, '1009999');
    await expect(input).toHaveValue('555-010-0100');
    await expect(args.onChange).toHaveBeenLastCalledWith('5550100100');
  },
};

export const Invalid: Story = { args: { value: '55501', invalid: true } };
export const Disabled: Story = { args: { value: '5550100100', disabled: true } };
