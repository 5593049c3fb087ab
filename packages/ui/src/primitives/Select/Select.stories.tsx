import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Select } from './Select';
import type { SelectProps } from './Select';

const genders = [
  { value: 'male', label: 'Male' },
  { value: 'female', label: 'Female' },
  { value: 'other', label: 'Other' },
];

const services = [
  { value: 'cut', label: 'Haircut' },
  { value: 'color', label: 'Colouring' },
  { value: 'beard', label: 'Beard Trim' },
  { value: 'spa', label: 'Hair Spa' },
  { value: 'nails', label: 'Manicure', isDisabled: true },
];

/** Holds the value so picking an option shows it; `onChange` is still reported. */
function ControlledSelect(props: SelectProps) {
  const [single, setSingle] = useState(props.isMulti ? null : props.value);
  const [multi, setMulti] = useState<readonly string[]>(props.isMulti ? props.value : []);
  if (props.isMulti) {
    const { onChange } = props;
    const handleChange = (v: string[]) => {
      onChange(v);
      setMulti(v);
    };
    return <Select<string> {...props} value={multi} onChange={handleChange} />;
  }
  const { onChange } = props;
  const handleChange = (v: string | null) => {
    onChange(v);
    setSingle(v);
  };
  return <Select<string> {...props} value={single} onChange={handleChange} />;
}

const meta = {
  title: 'Primitives/Select',
  component: Select,
  render: (args) => (
    <div style={{ maxWidth: 360, minHeight: 260 }}>
      <ControlledSelect key={JSON.stringify(args.value)} {...(args as SelectProps)} />
    </div>
  ),
  args: {
    'aria-label': 'Gender',
    inputId: 'gender',
    options: genders,
    value: null,
    placeholder: 'Select gender',
    onChange: fn(),
  },
  tags: ['autodocs'],
} satisfies Meta<typeof Select<string>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('combobox', { name: 'Gender' });
    await userEvent.click(input);
    await userEvent.click(await canvas.findByRole('option', { name: 'Female' }));
    await expect(args.onChange).toHaveBeenCalledWith('female');
    await expect(canvas.getByText('Female')).toBeVisible();
  },
};

export const Selected: Story = { args: { value: 'male' } };

export const Searchable: Story = {
  args: { 'aria-label': 'Service', inputId: 'service', options: services, placeholder: 'Search services' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('combobox', { name: 'Service' }), 'hair');
    await expect(await canvas.findAllByRole('option')).toHaveLength(2);
  },
};

export const Multi: Story = {
  args: {
    'aria-label': 'Services',
    inputId: 'services',
    options: services,
    isMulti: true,
    value: ['cut', 'spa'],
    placeholder: 'Select services',
  },
};

export const Open: Story = { args: { defaultMenuIsOpen: true } };

export const NoOptions: Story = {
  args: { options: [], defaultMenuIsOpen: true, noOptionsMessage: 'No stylists found' },
};

export const Loading: Story = { args: { isLoading: true, options: [] } };

export const Disabled: Story = { args: { isDisabled: true, value: 'female' } };

export const Invalid: Story = { args: { invalid: true } };

export const Clearable: Story = { args: { isClearable: true, value: 'other' } };
