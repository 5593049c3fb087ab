import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { SalonSwitcher } from './SalonSwitcher';

const meta = {
  title: 'Screens/Frame/SalonSwitcher',
  component: SalonSwitcher,
  args: {
    options: [
      { id: 's1', name: 'Demo Salon' },
      { id: 's2', name: 'Second Salon' },
    ],
    value: 's1',
    onSwitch: fn(),
    loading: false,
    switching: false,
    error: null,
  },
  decorators: [
    (Story) => (
      <div style={{ minHeight: 200 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SalonSwitcher>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByLabelText('Salon'));
    await userEvent.click(await screen.findByRole('option', { name: 'Second Salon' }));
    await expect(args.onSwitch).toHaveBeenCalledWith('s2');
  },
};

export const Loading: Story = { args: { loading: true, options: [], value: null } };

export const Switching: Story = { args: { switching: true } };

export const LoadFailed: Story = { args: { options: [], value: null, error: 'Could not load salons' } };
