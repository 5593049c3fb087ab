import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PhoneInput } from './PhoneInput';
import type { PhoneInputProps } from './PhoneInput';

/** Holds the controlled value so typing updates the field; `onChange` is still reported. */
function ControlledPhoneInput(props: PhoneInputProps) {
  const [value, setValue] = useState(props.value);
  return (
    <PhoneInput
      {...props}
      value={value}
      onChange={(digits) => {
        props.onChange(digits);
        setValue(digits);
      }}
    />
  );
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
