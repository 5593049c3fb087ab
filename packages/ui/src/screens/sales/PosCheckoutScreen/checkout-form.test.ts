import { describe, expect, it } from 'vitest';
import { CHECKOUT_MESSAGES, draftFromForm, type CheckoutForm, type LineForm } from './checkout-form';

const haircut: LineForm = {
  kind: 'service',
  itemId: 'haircut',
  name: 'Haircut',
  stylistId: 'stella',
  quantity: '1',
  listPriceMinor: 5500,
  price: '55.00',
  reason: '',
  discount: { kind: 'percent', value: '' },
};

const form = (patch: Partial<CheckoutForm> = {}): CheckoutForm => ({
  lines: [haircut],
  discount: { kind: 'percent', value: '' },
  couponCode: '',
  tip: { kind: 'none' },
  clientName: '',
  clientEmail: '',
  ...patch,
});

describe('draftFromForm', () => {
  it('sends the catalogue price as no price at all, and a changed one with its reason', () => {
    expect(draftFromForm(form(), 'USD', false)).toEqual({
      draft: {
        lines: [{ kind: 'service', itemId: 'haircut', stylistId: 'stella', quantity: 1, discount: null }],
        discount: null,
        couponCode: '',
        tip: { kind: 'none' },
      },
    });
    const changed = draftFromForm(
      form({ lines: [{ ...haircut, price: '50', reason: ' Regular client ' }] }),
      'USD',
      false,
    );
    expect(changed).toMatchObject({
      draft: { lines: [{ unitPriceMinor: 5000, priceReason: 'Regular client' }] },
    });
  });

  it('reads discounts in per cents and amounts, and a walk-in client', () => {
    const result = draftFromForm(
      form({
        lines: [{ ...haircut, discount: { kind: 'amount', value: '5' } }],
        discount: { kind: 'percent', value: '10' },
        couponCode: ' spring10 ',
        clientName: ' Ava ',
        clientEmail: 'ava@example.com',
      }),
      'USD',
      true,
    );
    expect(result).toMatchObject({
      draft: {
        lines: [{ discount: { kind: 'amount', value: 500 } }],
        discount: { kind: 'percent', value: 10 },
        couponCode: 'SPRING10',
        client: { name: 'Ava', email: 'ava@example.com' },
      },
    });
  });

  it('names every field that fails', () => {
    const result = draftFromForm(
      form({
        lines: [{ ...haircut, quantity: '0', price: '50', discount: { kind: 'percent', value: '120' } }],
        discount: { kind: 'amount', value: '1.234' },
        clientEmail: 'not-an-email',
      }),
      'USD',
      true,
    );
    expect(result).toEqual({
      errors: {
        lines: [
          {
            quantity: CHECKOUT_MESSAGES.quantity,
            reason: CHECKOUT_MESSAGES.reason,
            discount: CHECKOUT_MESSAGES.percent,
          },
        ],
        discount: CHECKOUT_MESSAGES.amount('USD'),
        clientEmail: CHECKOUT_MESSAGES.email,
      },
    });
    expect(draftFromForm(form({ lines: [{ ...haircut, price: '5.5.5' }] }), 'USD', false)).toEqual({
      errors: { lines: [{ price: 'Please enter a price; it must have at most two decimals' }] },
    });
  });
});
