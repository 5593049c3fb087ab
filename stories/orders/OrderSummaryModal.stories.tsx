import type { Meta } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { type Args, ORDERS_PAGE_META, ordersParameters } from './orders-story';
import type { OrdersStory as Story } from './orders-story';
import { findDialog } from '../support/dialog';
import { expectTexts } from '../support/expect';

/** 'Product Summary' opened with 'Order Details' on /order-history against MSW. */
export default {
  ...ORDERS_PAGE_META,
  parameters: { ...ordersParameters() },
  title: 'Catalogue/Orders/OrderSummaryModal',
  tags: ['catalogue:order-summary-modal'],
} satisfies Meta<Args>;

export const Default: Story = {
  tags: ['role:any', 'state:default'],
  play: async ({ canvasElement }) => {
    await userEvent.click(
      await within(canvasElement).findByRole('button', { name: 'Order Details of order #1002' }),
    );
    const dialog = await findDialog('Product Summary');
    await expectTexts(dialog, [
      'Order #1002',
      'Hydrating Conditioner',
      '$16.50 × 2',
      'Boar Bristle Round Brush',
      '$32.00 × 1',
    ]);
    // 16.50 × 2 + 32.00
    await expect(dialog.getAllByText('$65.00')).toHaveLength(2);
    await expect(dialog.getByText('$0.00')).toBeVisible();
  },
};
