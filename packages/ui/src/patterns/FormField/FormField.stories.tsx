import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { DatePicker } from '../../primitives/DatePicker';
import { PasswordInput } from '../../primitives/PasswordInput';
import { PhoneInput } from '../../primitives/PhoneInput';
import { Select } from '../../primitives/Select';
import { TextArea } from '../../primitives/TextArea';
import { TextInput } from '../../primitives/TextInput';
import { FormField } from './FormField';
import type { FormFieldProps } from './FormField';

const meta = {
  title: 'Patterns/FormField',
  component: FormField,
  args: {
    label: 'Email',
    htmlFor: 'email',
    children: ((control) => (
      <TextInput type="email" placeholder="name@example.com" {...control} />
    )) as FormFieldProps['children'],
  },
  argTypes: { children: { control: false } },
  tags: ['autodocs'],
} satisfies Meta<typeof FormField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Required: Story = { args: { required: true } };

export const WithHint: Story = { args: { hint: 'We never share your email address.' } };

export const WithError: Story = {
  args: { error: 'Please enter valid email', hint: 'We never share your email address.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Email' });
    await expect(canvas.getByRole('alert')).toHaveTextContent('Please enter valid email');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(
      'We never share your email address. Please enter valid email',
    );
  },
};

export const PasswordWithError: Story = {
  args: {
    label: 'Password',
    htmlFor: 'password',
    error: 'Password must be at least 8 characters',
    children: ((control) => (
      <PasswordInput {...control} defaultValue="short" />
    )) as FormFieldProps['children'],
  },
};

export const PlainChild: Story = {
  args: {
    label: 'Name',
    htmlFor: 'name',
    children: (<TextInput id="name" defaultValue="Jane Doe" />) as FormFieldProps['children'],
  },
};

export const WithSelect: Story = {
  args: {
    label: 'Gender',
    htmlFor: 'gender',
    required: true,
    error: 'Please select gender.',
    children: ((control) => (
      <Select
        {...control}
        options={[
          { value: 'male', label: 'Male' },
          { value: 'female', label: 'Female' },
        ]}
        value={null}
        onChange={() => {}}
      />
    )) as FormFieldProps['children'],
  },
  play: async ({ canvasElement }) => {
    const combobox = within(canvasElement).getByRole('combobox', { name: 'Gender' });
    await expect(combobox).toHaveAccessibleDescription('Please select gender.');
    await expect(combobox).toHaveAttribute('aria-invalid', 'true');
  },
};

export const WithPhone: Story = {
  args: {
    label: 'Phone',
    htmlFor: 'phone',
    error: 'Phone number must be 10 digits',
    children: ((control) => (
      <PhoneInput {...control} value="55501" onChange={() => {}} />
    )) as FormFieldProps['children'],
  },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Phone' });
    await expect(input).toHaveValue('555-01');
    await expect(input).toHaveAccessibleDescription('Phone number must be 10 digits');
  },
};

export const WithDate: Story = {
  args: {
    label: 'Slot date',
    htmlFor: 'slot-date',
    error: 'Please enter a slot date',
    children: ((control) => (
      <DatePicker {...control} value={null} onChange={() => {}} today={new Date(2026, 2, 15)} />
    )) as FormFieldProps['children'],
  },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('combobox', { name: 'Slot date' });
    await expect(input).toHaveAccessibleDescription('Please enter a slot date');
  },
};

export const WithTextArea: Story = {
  args: {
    label: 'Notes',
    htmlFor: 'notes',
    error: 'Please add Notes',
    children: ((control) => <TextArea {...control} />) as FormFieldProps['children'],
  },
};
