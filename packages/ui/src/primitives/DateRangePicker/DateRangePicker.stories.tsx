import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { useHeldValue } from '../use-held-value';
import { DateRangePicker } from './DateRangePicker';
import type { DateRangePickerProps } from './DateRangePicker';

const TODAY = new Date(2026, 2, 15);
const DASHBOARD_MIN = new Date(2022, 0, 1);

/** Holds the range so picking shows it; `onChange` is still reported. */
function ControlledDateRangePicker(props: DateRangePickerProps) {
  const [value, onChange] = useHeldValue(props.value, props.onChange);
  return (
    <div style={{ maxWidth: 420, minHeight: 420 }}>
      <DateRangePicker {...props} value={value} onChange={onChange} />
    </div>
  );
}

const meta = {
  title: 'Primitives/DateRangePicker',
  component: DateRangePicker,
  render: (args) => (
    <ControlledDateRangePicker
      key={`${args.value.from?.getTime()}-${args.value.to?.getTime()}-${args.defaultOpen}`}
      {...args}
    />
  ),
  args: {
    value: { from: null, to: null },
    minDate: DASHBOARD_MIN,
    today: TODAY,
    onChange: fn(),
  },
  argTypes: { defaultOpen: { control: 'inline-radio', options: [undefined, 'from', 'to'] } },
  tags: ['autodocs'],
} satisfies Meta<typeof DateRangePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Filled: Story = { args: { value: { from: new Date(2026, 2, 2), to: new Date(2026, 2, 12) } } };

export const OpenFrom: Story = {
  args: { value: { from: new Date(2026, 2, 2), to: new Date(2026, 2, 12) }, defaultOpen: 'from' },
};

export const OpenTo: Story = {
  args: { value: { from: new Date(2026, 2, 2), to: new Date(2026, 2, 12) }, defaultOpen: 'to' },
};

export const Disabled: Story = {
  args: { value: { from: new Date(2026, 2, 2), to: new Date(2026, 2, 12) }, disabled: true },
};

export const PickRange: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const from = canvas.getByRole('combobox', { name: 'From date' });
    const to = canvas.getByRole('combobox', { name: 'To date' });
    await expect(from).toHaveAttribute('placeholder', 'From');
    await expect(to).toHaveAttribute('placeholder', 'To');
    await userEvent.type(from, '03/02/2026{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith({ from: new Date(2026, 2, 2), to: null });
    await userEvent.click(to);
    await userEvent.click(await canvas.findByRole('button', { name: /^12 March 2026/ }));
    await expect(args.onChange).toHaveBeenLastCalledWith({
      from: new Date(2026, 2, 2),
      to: new Date(2026, 2, 12),
    });
    await expect(to).toHaveValue('03/12/2026');
  },
};
