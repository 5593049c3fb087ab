import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { SelectField } from './SelectField';

const options = [
  { value: 'male', label: 'Male' },
  { value: 'female', label: 'Female' },
];

const meta = {
  title: 'Forms/SelectField',
  component: SelectField,
  args: {
    label: 'Gender',
    id: 'gender',
    options,
    value: null,
    placeholder: 'Select gender',
    onChange: fn(),
  },
} satisfies Meta<typeof SelectField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithError: Story = {
  args: { required: true, error: 'Please select gender.' },
  play: async ({ canvasElement }) => {
    const combobox = within(canvasElement).getByRole('combobox', { name: 'Gender' });
    await expect(combobox).toHaveAccessibleDescription('Please select gender.');
    await expect(combobox).toHaveAttribute('aria-invalid', 'true');
  },
};
export const Multi: Story = {
  args: { label: 'Services', id: 'services', isMulti: true, value: ['male'], placeholder: 'Select services' },
};
