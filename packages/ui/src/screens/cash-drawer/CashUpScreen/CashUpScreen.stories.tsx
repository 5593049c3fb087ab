import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { CashDayView } from './CashUpScreen';
import { CashUpScreen } from './CashUpScreen';

const open: CashDayView = {
  date: '2026-03-16',
  status: 'open',
  currency: 'USD',
  floatMinor: 15_000,
  cashSalesMinor: 10_000,
  cashRefundsMinor: 0,
  cashInMinor: 1250,
  cashOutMinor: 875,
  expectedMinor: 25_375,
  countedMinor: null,
  differenceMinor: null,
  note: '',
  movements: [
    {
      _id: 'm1',
      kind: 'out',
      amountMinor: 875,
      reason: 'Milk for the coffee machine',
      byName: 'Mia Manager',
      createdAt: '2026-03-16T11:00:00.000Z',
    },
  ],
  openedAt: '2026-03-16T08:00:00.000Z',
  openedByName: 'Olivia Owner',
  closedAt: null,
  closedByName: '',
};

const meta = {
  title: 'Screens/CashDrawer/CashUpScreen',
  component: CashUpScreen,
  args: {
    state: { status: 'ready', day: open },
    locale: 'en-US',
    busy: null,
    errors: {},
    noteNeededMessage: 'Say why the count differs from what was expected',
    onOpen: fn(),
    onMove: fn(),
    onClose: fn(),
  },
} satisfies Meta<typeof CashUpScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Over by $1.25 with a note: the cash-up is sent with both. */
export const Open: Story = {
  play: async ({ canvasElement, args }) => {
    const form = within(within(canvasElement).getByRole('form', { name: 'Cash-up' }));
    await userEvent.type(form.getByRole('textbox', { name: /Counted cash/ }), '255');
    await expect(form.getByRole('status')).toHaveTextContent('Discrepancy: $1.25 over');
    await userEvent.type(form.getByRole('textbox', { name: /Note/ }), 'A tip left in the drawer');
    await userEvent.click(form.getByRole('button', { name: 'Confirm cash-up' }));
    await expect(args.onClose).toHaveBeenCalledWith({
      countedMinor: 25_500,
      note: 'A tip left in the drawer',
    });
  },
};

export const NotOpened: Story = {
  args: { state: { status: 'ready', day: { ...open, status: 'not-opened', movements: [], openedAt: null } } },
};

export const Closed: Story = {
  args: {
    state: {
      status: 'ready',
      day: {
        ...open,
        status: 'closed',
        countedMinor: 25_375,
        differenceMinor: 0,
        closedAt: '2026-03-16T18:00:00.000Z',
        closedByName: 'Mia Manager',
      },
    },
  },
};

export const Loading: Story = { args: { state: { status: 'loading' } } };
