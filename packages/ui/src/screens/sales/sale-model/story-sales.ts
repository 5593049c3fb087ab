import type { SaleView } from './types';

// Component stories' sales (args only; the catalogue stories use the api's fixtures through MSW).

const stella = { _id: 's1', name: 'Stella Stylist' };
const james = { _id: 's2', name: 'James Carter' };

export const storyStylists = [stella, james];

/** Chris Walker's visit: a Haircut and a Colouring, 8.25 % tax on top, the $35.00 deposit paid. */
export const storyCheckout: SaleView = {
  _id: 'sale-1',
  status: 'open',
  currency: 'USD',
  appointmentId: 'appointment-3',
  client: { _id: 'c1', name: 'Chris Walker', email: 'client@example.com' },
  lines: [
    {
      _id: 'line-1',
      kind: 'service',
      itemId: 'haircut',
      name: 'Haircut',
      stylist: stella,
      quantity: 1,
      listPriceMinor: 5500,
      unitPriceMinor: 5500,
      priceReason: '',
      discount: null,
      grossMinor: 5500,
      discountMinor: 0,
      taxMinor: 454,
      totalMinor: 5954,
    },
    {
      _id: 'line-2',
      kind: 'service',
      itemId: 'colouring',
      name: 'Colouring',
      stylist: james,
      quantity: 1,
      listPriceMinor: 14_000,
      unitPriceMinor: 14_000,
      priceReason: '',
      discount: null,
      grossMinor: 14_000,
      discountMinor: 0,
      taxMinor: 1155,
      totalMinor: 15_155,
    },
  ],
  discount: null,
  couponCode: '',
  tip: { kind: 'none' },
  tips: [],
  stylists: [stella, james],
  subtotalMinor: 19_500,
  discountMinor: 0,
  taxMinor: 1609,
  tipMinor: 0,
  totalMinor: 21_109,
  paidMinor: 3500,
  dueMinor: 17_609,
  payments: [
    {
      _id: 'p1',
      method: 'deposit',
      amountMinor: 3500,
      tenderedMinor: 0,
      changeMinor: 0,
      detail: 'Paid online when booking',
      paidAt: '2026-03-11T09:00:00.000Z',
    },
  ],
  receipt: null,
  refundedMinor: 0,
  refunds: [],
  voidReason: '',
  createdAt: '2026-03-16T09:00:00.000Z',
};

/** The same visit paid: the rest in cash, $200.00 handed over. */
export const storyPaid: SaleView = {
  ...storyCheckout,
  status: 'paid',
  paidMinor: 21_109,
  dueMinor: 0,
  payments: [
    ...storyCheckout.payments,
    {
      _id: 'p2',
      method: 'cash',
      amountMinor: 17_609,
      tenderedMinor: 20_000,
      changeMinor: 2391,
      detail: '',
      paidAt: '2026-03-16T09:00:00.000Z',
    },
  ],
  receipt: {
    number: 1043,
    issuedAt: '2026-03-16T09:00:00.000Z',
    salonName: 'Demo Salon',
    address: '123 Main Street, New York, NY 10001',
    taxNumber: 'NY-12-3456789',
    taxLabel: 'Sales tax',
  },
};
