import { priceSale, type SaleTaxes } from '@salon/rules/sale-pricing';
import type {
  ReceiptHeader,
  Sale,
  SaleItem,
  SaleLine,
  SalePayment,
  SaleSettings,
  SaleSummary,
} from '../../sales/schemas';
import { fixedId } from '../builders';
import { daysFromNow, FIXED_NOW } from '../clock';
import { appointmentIdOf, MOCK_SERVICES } from './appointments';
import { STYLISTS } from './clients';
import { products } from './products';
import { refundOf } from './sale-refunds';

export const saleIdOf = (n: number) => fixedId('5a1e0000', n);
export const saleLineIdOf = (sale: number, line: number) => fixedId('5a1e1000', sale * 100 + line);
export const salePaymentIdOf = (sale: number, payment: number) => fixedId('5a1e2000', sale * 100 + payment);

/** Demo Salon (New York, US dollars): 8.25 % sales tax added on top of every price, tips of 15, 18 or 20 %. */
export const saleSettings: SaleSettings = {
  taxLabel: 'Sales tax',
  taxNumber: 'NY-12-3456789',
  service: { rateBp: 825, inclusive: false },
  product: { rateBp: 825, inclusive: false },
  tipPresets: [15, 18, 20],
};

/** A salon in London (pounds): 20 % VAT included in every price, tips of 10 or 12.5 % rounded to 10 and 12. */
export const ukSaleSettings: SaleSettings = {
  taxLabel: 'VAT',
  taxNumber: 'GB 123 4567 89',
  service: { rateBp: 2000, inclusive: true },
  product: { rateBp: 2000, inclusive: true },
  tipPresets: [10, 12],
};

/** What a receipt of Demo Salon prints about the salon. */
export const DEMO_SALON_RECEIPT = { salonName: 'Demo Salon', address: '123 Main Street, New York, NY 10001' };

/**
 * Stella Stylist, James Carter and Priya Shah: the stylists a desk sale's services are done by, as the
 * salon's enabled stylists (`getEnabledStylists`) name them.
 */
export const SALE_STYLISTS = STYLISTS.map(({ _id, name }) => ({ _id, name }));

/** The services and the enabled products the checkout's search offers (Demo Salon's). */
export const saleItems: SaleItem[] = [
  {
    kind: 'service',
    _id: MOCK_SERVICES.haircut._id,
    name: MOCK_SERVICES.haircut.title,
    priceMinor: MOCK_SERVICES.haircut.charges * 100,
    stock: null,
  },
  {
    kind: 'service',
    _id: MOCK_SERVICES.mensCut._id,
    name: MOCK_SERVICES.mensCut.title,
    priceMinor: MOCK_SERVICES.mensCut.charges * 100,
    stock: null,
  },
  {
    kind: 'service',
    _id: MOCK_SERVICES.colouring._id,
    name: MOCK_SERVICES.colouring.title,
    priceMinor: MOCK_SERVICES.colouring.charges * 100,
    stock: null,
  },
  ...products
    .filter((product) => product.enable)
    .map((product): SaleItem => ({
      kind: 'product',
      _id: product._id,
      name: product.productName,
      priceMinor: product.productPrice,
      stock: product.stock,
    })),
];

export const itemNamed = (name: string): SaleItem => {
  const item = saleItems.find((candidate) => candidate.name === name);
  if (!item) throw new Error(`No sale item ${name}`);
  return item;
};

const SALE_PRODUCTS = saleItems.filter((item) => item.kind === 'product');

/** The shampoo a client takes home: Argan Repair Shampoo, $18.00, 24 in stock. */
export const SHAMPOO = itemNamed('Argan Repair Shampoo');

export const taxesOf = (settings: SaleSettings): SaleTaxes => ({
  service: settings.service,
  product: settings.product,
});

/** A line as the desk adds it: the catalogue's price, no discount; priced by `pricedSale`. */
export function saleLine(
  id: string,
  item: SaleItem,
  stylist: { _id: string; name: string } | null,
  overrides: Partial<SaleLine> = {},
): SaleLine {
  return {
    _id: id,
    kind: item.kind,
    itemId: item._id,
    name: item.name,
    stylist,
    quantity: 1,
    listPriceMinor: item.priceMinor,
    unitPriceMinor: item.priceMinor,
    priceReason: '',
    discount: null,
    grossMinor: 0,
    discountMinor: 0,
    taxMinor: 0,
    totalMinor: 0,
    ...overrides,
  };
}

/** The stylists of a sale's lines, each once, in the order of the lines: who its tip goes to. */
export function stylistsOfLines(lines: readonly SaleLine[]): Array<{ _id: string; name: string }> {
  const seen = new Map<string, { _id: string; name: string }>();
  for (const line of lines)
    if (line.stylist && !seen.has(line.stylist._id)) seen.set(line.stylist._id, line.stylist);
  return [...seen.values()];
}

/**
 * The sale with every amount worked out from its lines, discount, tip and payments by the pricing rule
 * the server uses (`priceSale`), so the mocks price exactly like the server.
 */
export function pricedSale(sale: Sale, settings: SaleSettings, tipStylistIds?: readonly string[]): Sale {
  const tipTo = tipStylistIds ?? sale.stylists.map((stylist) => stylist._id);
  const deposit = sale.payments
    .filter((payment) => payment.method === 'deposit')
    .reduce((sum, payment) => sum + payment.amountMinor, 0);
  const priced = priceSale({
    lines: sale.lines.map((line) => ({
      kind: line.kind,
      unitMinor: line.unitPriceMinor,
      quantity: line.quantity,
      discount: line.discount,
    })),
    discount: sale.discount,
    taxes: taxesOf(settings),
    tip: sale.tip,
    tipStylists: tipTo,
    prepaidMinor: deposit,
  });
  const names = new Map(
    [...sale.stylists, ...SALE_STYLISTS].map((stylist) => [stylist._id, stylist.name] as const),
  );
  const paidMinor = Math.min(
    sale.payments.reduce((sum, payment) => sum + payment.amountMinor, 0),
    priced.totalMinor,
  );
  return {
    ...sale,
    lines: sale.lines.map((line, index) => ({ ...line, ...priced.lines[index]! })),
    subtotalMinor: priced.subtotalMinor,
    discountMinor: priced.discountMinor,
    taxMinor: priced.taxMinor,
    tipMinor: priced.tipMinor,
    tips: priced.tips.map((share) => ({
      stylist: { _id: share.stylistId, name: names.get(share.stylistId) ?? '' },
      amountMinor: share.amountMinor,
    })),
    totalMinor: priced.totalMinor,
    paidMinor,
    dueMinor: priced.totalMinor - paidMinor,
  };
}

function payment(
  id: string,
  method: SalePayment['method'],
  amountMinor: number,
  more: Partial<SalePayment> = {},
) {
  return {
    _id: id,
    method,
    amountMinor,
    tenderedMinor: 0,
    changeMinor: 0,
    detail: '',
    paidAt: FIXED_NOW.toISOString(),
    ...more,
  } satisfies SalePayment;
}

export const saleDeposit = (sale: number, amountMinor = 3500) =>
  payment(salePaymentIdOf(sale, 1), 'deposit', amountMinor, {
    detail: 'Paid online when booking',
    paidAt: daysFromNow(-5).toISOString(),
  });

const emptySale = (n: number, overrides: Partial<Sale>): Sale => ({
  _id: saleIdOf(n),
  status: 'open',
  currency: 'USD',
  appointmentId: null,
  client: null,
  lines: [],
  discount: null,
  couponCode: '',
  tip: { kind: 'none' },
  tips: [],
  stylists: [],
  subtotalMinor: 0,
  discountMinor: 0,
  taxMinor: 0,
  tipMinor: 0,
  totalMinor: 0,
  paidMinor: 0,
  dueMinor: 0,
  payments: [],
  receipt: null,
  refundedMinor: 0,
  refunds: [],
  voidReason: '',
  createdAt: FIXED_NOW.toISOString(),
  ...overrides,
});

/** A sale built from its lines and payments, priced under `settings`. */
export function buildSale(n: number, overrides: Partial<Sale> = {}, settings = saleSettings): Sale {
  const sale = emptySale(n, overrides);
  return pricedSale({ ...sale, stylists: overrides.stylists ?? stylistsOfLines(sale.lines) }, settings);
}

/** The appointment checked out at the desk: Chris Walker's visit of today at 09:00. */
export const CHECKOUT_APPOINTMENT_ID = appointmentIdOf(3);

/**
 * The checkout of Chris Walker's visit: a Haircut by Stella Stylist and a Colouring by James Carter, with
 * the $35.00 deposit paid online when booking. $195.00 + 8.25 % tax = $211.09, $176.09 due.
 */
export const checkoutSale: Sale = buildSale(1, {
  appointmentId: CHECKOUT_APPOINTMENT_ID,
  client: { _id: '0e5e0000-0000-4000-8000-000000000006', name: 'Chris Walker', email: 'client@example.com' },
  lines: [
    saleLine(saleLineIdOf(1, 1), itemNamed('Haircut'), SALE_STYLISTS[0]!),
    saleLine(saleLineIdOf(1, 2), itemNamed('Colouring'), SALE_STYLISTS[1]!),
  ],
  payments: [saleDeposit(1)],
});

/** A walk-in's new sale: no client, no lines yet. */
export const walkInSale: Sale = buildSale(2, {});

export const receiptOf = (number: number, settings = saleSettings): ReceiptHeader => ({
  number,
  issuedAt: FIXED_NOW.toISOString(),
  ...DEMO_SALON_RECEIPT,
  taxNumber: settings.taxNumber ?? '',
  taxLabel: settings.taxLabel,
});

/**
 * The visit checked out and paid: the services, a shampoo, an 18 % tip split between both stylists, the
 * deposit, $100.00 in cash ($120.00 handed over) and the rest by card. Receipt 1042.
 */
export const paidSale: Sale = (() => {
  const open = buildSale(3, {
    appointmentId: appointmentIdOf(4),
    client: checkoutSale.client,
    lines: [
      saleLine(saleLineIdOf(3, 1), itemNamed('Haircut'), SALE_STYLISTS[0]!),
      saleLine(saleLineIdOf(3, 2), itemNamed('Colouring'), SALE_STYLISTS[1]!),
      saleLine(saleLineIdOf(3, 3), SHAMPOO, null),
    ],
    tip: { kind: 'percent', value: 18 },
    payments: [saleDeposit(3)],
  });
  const cash = payment(salePaymentIdOf(3, 2), 'cash', 10_000, { tenderedMinor: 12_000, changeMinor: 2000 });
  const card = payment(salePaymentIdOf(3, 3), 'card', open.dueMinor - 10_000, { detail: 'Visa •••• 4242' });
  return pricedSale(
    { ...open, status: 'paid', payments: [...open.payments, cash, card], receipt: receiptOf(1042) },
    saleSettings,
  );
})();

/** A walk-in's open sale given up before any payment: a shampoo the client did not take after all. */
export const voidedSale: Sale = buildSale(4, {
  status: 'voided',
  client: { _id: null, name: 'Noah Brooks', email: '' },
  lines: [saleLine(saleLineIdOf(4, 1), SHAMPOO, null)],
  voidReason: 'The client changed their mind',
});

const CLIENT_NAMES = ['Grace Miller', 'Chris Walker', 'Noah Brooks', 'Ava Thompson', 'Liam Chen'];

/**
 * `count` paid sales for the list, newest first: a haircut by each stylist in turn, every third with a
 * product, every other with a 15 % tip. Receipts 1040 downwards.
 */
export function manyPaidSales(count: number): Sale[] {
  return Array.from({ length: count }, (_, i) => {
    const n = 100 + i;
    const stylist = SALE_STYLISTS[i % 3]!;
    const lines = [
      saleLine(saleLineIdOf(n, 1), itemNamed(i % 2 ? "Men's Cut" : 'Haircut'), stylist),
      ...(i % 3 === 0
        ? [saleLine(saleLineIdOf(n, 2), SALE_PRODUCTS[(i / 3) % SALE_PRODUCTS.length]!, null)]
        : []),
    ];
    const open = buildSale(n, {
      client: { _id: null, name: CLIENT_NAMES[i % CLIENT_NAMES.length]!, email: '' },
      lines,
      tip: i % 2 === 0 ? { kind: 'percent', value: 15 } : { kind: 'none' },
      createdAt: daysFromNow(-1 - Math.floor(i / 4), -i).toISOString(),
    });
    const paid = payment(salePaymentIdOf(n, 1), i % 2 ? 'cash' : 'card', open.dueMinor, {
      detail: i % 2 ? '' : 'Visa •••• 4242',
      tenderedMinor: i % 2 ? open.dueMinor : 0,
      paidAt: open.createdAt,
    });
    return {
      ...open,
      status: 'paid' as const,
      payments: [paid],
      paidMinor: open.dueMinor,
      dueMinor: 0,
      receipt: { ...receiptOf(1040 - i), issuedAt: open.createdAt },
    };
  });
}

export const saleRefundIdOf = (sale: number, refund: number) => fixedId('5a1e3000', sale * 100 + refund);

/**
 * Yesterday's receipt 1040 (Grace Miller's Haircut by Stella Stylist, a shampoo and a 15 % tip, paid by
 * card) given back in full this morning by Olivia Owner: refund receipt 1041, the shampoo back in stock.
 */
export const refundedSale: Sale = (() => {
  const paid = manyPaidSales(1)[0]!;
  const outcome = refundOf(
    paid,
    {
      lines: paid.lines.map((line) => ({ lineId: line._id, quantity: line.quantity })),
      tip: true,
      restock: true,
      reason: 'The client was not happy with the cut',
    },
    {
      _id: saleRefundIdOf(100, 1),
      number: 1041,
      byName: 'Olivia Owner',
      createdAt: daysFromNow(0, -1).toISOString(),
    },
  );
  if (!('sale' in outcome)) throw new Error(outcome.message);
  return outcome.sale;
})();

/** What the list shows of a sale. */
export function saleSummaryOf(sale: Sale): SaleSummary {
  const names = sale.lines.map((line) => line.name).join(', ');
  return {
    _id: sale._id,
    status: sale.status,
    currency: sale.currency,
    receiptNumber: sale.receipt?.number ?? null,
    clientName: sale.client?.name ?? 'Walk-in',
    items: names.length > 60 ? `${names.slice(0, 59)}…` : names,
    totalMinor: sale.totalMinor,
    tipMinor: sale.tipMinor,
    refundedMinor: sale.refundedMinor,
    createdAt: sale.createdAt,
  };
}

/**
 * Demo Salon's sales at the desk: the open checkout, the walk-in, the paid visit, a voided one and 24 more,
 * the newest of which (receipt 1040) was refunded in full.
 */
export const demoSales = (): Sale[] => [
  checkoutSale,
  walkInSale,
  paidSale,
  voidedSale,
  refundedSale,
  ...manyPaidSales(24).slice(1),
];

export const saleFixtures = { checkoutSale, walkInSale, paidSale, voidedSale, refundedSale };
