import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { useHeldValue } from '../use-held-value';
import { DatePicker } from './DatePicker';
import type { DatePickerProps } from './DatePicker';

/** Fixed clock: screenshots repeat exactly. */
const TODAY = new Date(2026, 2, 15);

/** Holds the value so picking a day shows it; `onChange` is still reported. */
function ControlledDatePicker(props: DatePickerProps) {
  const [value, onChange] = useHeldValue(props.value, props.onChange);
  return (
    <div style={{ maxWidth: 280, minHeight: 400 }}>
      <DatePicker {...props} value={value} onChange={onChange} />
    </div>
  );
}

const meta = {
  title: 'Primitives/DatePicker',
  component: DatePicker,
  render: (args) => <ControlledDatePicker key={String(args.value?.getTime())} {...args} />,
  args: { 'aria-label': 'Slot date', value: null, today: TODAY, onChange: fn() },
  argTypes: { value: { control: 'date' }, minDate: { control: 'date' }, today: { control: 'date' } },
  tags: ['autodocs'],
} satisfies Meta<typeof DatePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const WithValue: Story = { args: { value: new Date(2026, 2, 20) } };

export const Open: Story = { args: { value: new Date(2026, 2, 20), defaultOpen: true } };

/** Days before the minimum are disabled (e.g. 'Date inputs minimum today'). */
export const MinDate: Story = { args: { minDate: TODAY, defaultOpen: true } };

export const Invalid: Story = { args: { invalid: true } };

export const Disabled: Story = { args: { disabled: true, value: new Date(2026, 2, 20) } };

export const PickWithKeyboard: Story = {
  args: { value: new Date(2026, 2, 20), minDate: TODAY },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('combobox', { name: 'Slot date' });
    await expect(input).toHaveValue('03/20/2026');
    await userEvent.click(canvas.getByRole('button', { name: 'Choose date' }));
    const calendar = await canvas.findByRole('dialog', { name: 'Calendar' });
    // The selected day has focus; move one day on and pick it.
    await waitFor(() => expect(calendar.contains(document.activeElement)).toBe(true));
    await userEvent.keyboard('{ArrowRight}{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith(new Date(2026, 2, 21));
    await expect(input).toHaveValue('03/21/2026');
    await expect(canvas.queryByRole('dialog')).not.toBeInTheDocument();
  },
};

export const EscapeCloses: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('combobox', { name: 'Slot date' }));
    await expect(await canvas.findByRole('dialog', { name: 'Calendar' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('dialog')).not.toBeInTheDocument();
    await expect(canvas.getByRole('combobox', { name: 'Slot date' })).toHaveFocus();
  },
};

export const Typing: Story = {
  args: { minDate: new Date(2022, 0, 1) },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('combobox', { name: 'Slot date' });
    await userEvent.type(input, '4/5/2026{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith(new Date(2026, 3, 5));
    await expect(input).toHaveValue('04/05/2026');
    await userEvent.clear(input);
    await userEvent.type(input, '12/31/2021{Enter}');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
  },
};

/** An ISO date typed (or pasted) is accepted too, and shown in the field's own format. */
export const TypingIsoDate: Story = {
  args: { minDate: new Date(2022, 0, 1) },
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('combobox', { name: 'Slot date' });
    await userEvent.type(input, '2026-12-01{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith(new Date(2026, 11, 1));
    await expect(input).toHaveValue('12/01/2026');
  },
};
