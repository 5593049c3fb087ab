import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../../primitives/Button';
import { CardEntry } from './CardEntry';

const TEST_CARDS = ['4242 4242 4242 4242', '4000 0025 0000 3155', '4000 0000 0000 0002'];

/** The card part of checkout, the booking's deposit step and (its field) onboarding's payment step. */
const meta = {
  title: 'Forms/CardEntry',
  component: CardEntry,
  args: {
    fieldId: 'card-number',
    testCards: TEST_CARDS,
    onPay: fn(),
    children: <Button type="submit">Pay $20.00</Button>,
  },
} satisfies Meta<typeof CardEntry>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Offline: the number is grouped in fours as typed, and Pay sends its digits. */
export const Offline: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole('textbox', { name: 'Card Number' });
    await expect(field).toHaveAccessibleDescription(`Test cards: ${TEST_CARDS.join(', ')}.`);
    await userEvent.type(field, '4242424242424242');
    await expect(field).toHaveValue('4242 4242 4242 4242');
    await userEvent.click(canvas.getByRole('button', { name: 'Pay $20.00' }));
    await expect(args.onPay).toHaveBeenCalledWith('4242424242424242');
  },
};

/** Pay with no number: the field says so and nothing is sent. */
export const Missing: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Pay $20.00' }));
    await expect(canvas.getByRole('textbox', { name: 'Card Number' })).toHaveAccessibleDescription(
      expect.stringContaining('Please enter your card number'),
    );
    await expect(args.onPay).not.toHaveBeenCalled();
  },
};

export const Declined: Story = { args: { error: 'Your card was declined.' } };

/** With Stripe: its Payment Element in place of the number (a placeholder here); Pay sends ''. */
export const CardProcessorField: Story = {
  args: {
    testCards: undefined,
    error: 'Your card number is incomplete.',
    cardField: <div style={{ height: 120, border: '1px dashed #999' }}>Stripe’s Payment Element</div>,
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('textbox', { name: 'Card Number' })).toBeNull();
    await expect(canvas.getByRole('alert')).toHaveTextContent('Your card number is incomplete.');
    await userEvent.click(canvas.getByRole('button', { name: 'Pay $20.00' }));
    await expect(args.onPay).toHaveBeenCalledWith('');
  },
};
