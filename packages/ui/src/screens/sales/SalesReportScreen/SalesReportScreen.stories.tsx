import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SalesReportScreen } from './SalesReportScreen';

const meta = {
  title: 'Screens/Sales/SalesReportScreen',
  component: SalesReportScreen,
  args: {
    state: {
      status: 'ready',
      report: {
        stylistName: null,
        rows: [
          {
            key: '2026-03-16',
            label: 'Mon, Mar 16, 2026',
            quantity: 2,
            sales: '$230.58',
            tax: '$17.58',
            tip: '$41.50',
            refund: '−$90.88',
            net: '$181.20',
          },
        ],
        totals: {
          sales: 2,
          salesAmount: '$230.58',
          tax: '$17.58',
          tip: '$41.50',
          refund: '−$90.88',
          net: '$181.20',
        },
      },
    },
    range: { from: '2026-03-16', to: '2026-03-16' },
    group: 'day',
    onRangeChange: fn(),
    onGroupChange: fn(),
  },
} satisfies Meta<typeof SalesReportScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('radio', { name: 'Product' }));
    await expect(args.onGroupChange).toHaveBeenCalledWith('product');
  },
};
export const Loading: Story = { args: { state: { status: 'loading' } } };
export const Refused: Story = { args: { rangeError: '"from" must not be after "to"' } };
