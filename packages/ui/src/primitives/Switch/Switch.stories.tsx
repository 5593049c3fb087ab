import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { useHeldValue } from '../use-held-value';
import { Switch } from './Switch';
import type { SwitchProps } from './Switch';

/** Holds `checked` so clicking toggles; `onChange` is still reported. */
function ControlledSwitch(props: SwitchProps) {
  const [checked, onChange] = useHeldValue(props.checked, props.onChange);
  return <Switch {...props} checked={checked} onChange={onChange} />;
}

const meta = {
  title: 'Primitives/Switch',
  component: Switch,
  render: (args) => <ControlledSwitch key={String(args.checked)} {...args} />,
  args: { label: 'Available', checked: false, onChange: fn() },
  tags: ['autodocs'],
} satisfies Meta<typeof Switch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Off: Story = {};
export const On: Story = { args: { checked: true } };
export const HiddenLabel: Story = { args: { label: 'Enable video', hideLabel: true, checked: true } };
export const LabelFirst: Story = { args: { label: 'Point of Sales', labelFirst: true } };
export const Disabled: Story = { args: { disabled: true, checked: true } };

export const Toggles: Story = {
  play: async ({ args, canvasElement }) => {
    const toggle = within(canvasElement).getByRole('switch', { name: 'Available' });
    await expect(toggle).toHaveAttribute('aria-checked', 'false');
    await userEvent.click(toggle);
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
    await expect(toggle).toHaveAttribute('aria-checked', 'true');
    await userEvent.keyboard(' ');
    await expect(toggle).toHaveAttribute('aria-checked', 'false');
  },
};
