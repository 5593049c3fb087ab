import { createFormModalArgs, serverErrorStory, updateFormStory } from '@salon/ui/patterns/form-story-steps';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent } from 'storybook/test';
import { CouponFormModal } from './CouponFormModal';
import { EMPTY_COUPON_FORM } from './validate-coupon';

const TODAY = new Date(2026, 2, 16);

const meta = {
  title: 'Modals/Coupons/CouponFormModal',
  component: CouponFormModal,
  args: { ...createFormModalArgs(EMPTY_COUPON_FORM), today: TODAY },
} satisfies Meta<typeof CouponFormModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Create: Story = {};

export const Update: Story = updateFormStory({
  title: 'Welcome $5',
  discountType: 'amount',
  discount: '5.00',
  code: 'WELCOME5',
  startDate: new Date(2026, 2, 10),
  endDate: new Date(2026, 4, 15),
  description: '$5 off your first order.',
});

export const ServerError: Story = serverErrorStory('A coupon with this code already exists');

/** A salon in yen: the amount is written in ¥ and takes no decimals. */
export const Yen: Story = {
  args: {
    money: { currency: 'JPY', locale: 'ja-JP' },
    initialValues: { ...EMPTY_COUPON_FORM, discountType: 'amount' },
  },
  play: async () => {
    const dialog = await screen.findByRole('dialog');
    const discount = await screen.findByLabelText('Discount (￥)', { exact: false });
    await expect(dialog).toHaveTextContent('Amount (￥)');
    await userEvent.type(discount, '500.5');
    await expect(discount).toHaveValue('5005');
  },
};
