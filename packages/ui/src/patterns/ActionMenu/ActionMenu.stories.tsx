import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { ActionMenu } from './ActionMenu';

const meta = {
  title: 'Patterns/ActionMenu',
  component: ActionMenu,
  args: {
    label: 'Appointment actions',
    items: [
      { label: 'Edit', onSelect: fn() },
      { label: 'Move', onSelect: fn() },
      { label: 'Waitlist', onSelect: fn() },
      { label: 'Delete', onSelect: fn() },
    ],
    trigger: (props) => (
      <button type="button" {...props}>
        Grace Miller 10:00
      </button>
    ),
  },
  // A short scroll box, as the calendar grid is: the open menu must not be cut off by it.
  decorators: [
    (Story) => (
      <div style={{ height: 60, overflow: 'auto', border: '1px solid #ccc', padding: 8 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ActionMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every item shows whole, above the scroll box; a click chooses it. */
export const InsideAScrollBox: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Grace Miller 10:00' }));
    const menu = await screen.findByRole('menu', { name: 'Appointment actions' });
    for (const item of within(menu).getAllByRole('menuitem')) {
      const box = item.getBoundingClientRect();
      const atCentre = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      await expect(atCentre === item || item.contains(atCentre)).toBe(true);
    }
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Delete' }));
    await expect(args.items[3]!.onSelect).toHaveBeenCalled();
    await expect(screen.queryByRole('menu')).toBeNull();
  },
};
