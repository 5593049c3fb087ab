import { changeFor } from '@salon/rules/sale-pricing';
import { create, is, StructError } from 'superstruct';
import { coupons as defaultCoupons } from '../factories/coupons';
import * as endpoints from '../../sales/endpoints';
import { SALES_REPORT_GROUPS, SALES_REPORT_MESSAGES, MAX_REPORT_DAYS } from '../../sales/report-schemas';
import type { SalesReportGroup } from '../../sales/report-schemas';
import {
  PaySaleBody,
  RefundSaleBody,
  SaleSettings,
  SaveSaleBody,
  StartSaleBody,
  VoidSaleBody,
  SALE_PAGE_SIZE,
  type Sale,
  type SaleLine,
  type SalePayment,
  type SalePaymentOutcome,
} from '../../sales/schemas';
import { SALE_REFUND_MESSAGES } from '../../sales/schemas';
import { COUPON_EXPIRED, COUPON_INVALID, type Coupon } from '../../coupons/schemas';
import { fixedId } from '../builders';
import { FIXED_NOW } from '../clock';
import {
  buildSale,
  DEMO_SALON_RECEIPT,
  demoSales,
  itemNamed,
  pricedSale,
  SALE_STYLISTS,
  saleItems,
  saleLine,
  saleSettings as defaultSettings,
  saleSummaryOf,
  stylistsOfLines,
} from '../factories/sales';
import { buildUserInfo, userIdOf } from '../factories/auth';
import { refundOf } from '../factories/sale-refunds';
import { daysBeforeDay, daysIn, REPORT_TODAY, salesReportOf } from '../factories/sales-report';
import { fail, mockEndpoint, mockFailure, mockPending, ok } from '../http';
import { refusedRole, viewerRoleOf } from '../viewer';
import { matchesFilter, pageOfRequest } from '../paging';
import type { AnyHandler } from 'msw';
import { stateful } from '../stateful';

/** Stripe's test cards as the offline provider reads them (apps/server/src/modules/payments/test-cards.ts). */
export const SALE_TEST_CARDS = { pays: '4242424242424242', declines: '4000000000000002' } as const;
export const SALE_CARD_DECLINED = 'Your card was declined.';
export const SALE_NOT_A_TEST_CARD =
  'Your card was declined. Without a payment provider configured, only the test cards are accepted.';

export const SALE_MESSAGES = {
  notFound: 'Sale not found',
  appointmentNotFound: 'Appointment not found',
  itemGone: 'A service or product of this sale is no longer available',
  stylistGone: 'This stylist is not a stylist of the salon',
  priceReason: 'Please give a reason for the changed price',
  notOpen: 'This sale is already paid',
  hasPayments: 'A payment was taken: the sale can no longer be changed',
  tooMuch: 'The amount is more than what is due',
  tenderedShort: 'The cash handed over is less than the amount',
  cardMissing: 'Please enter the card number',
  presentCard: 'Present the card on the reader',
  saved: 'Sale updated',
  started: 'Sale started',
  paid: 'Payment taken',
  settingsSaved: 'Tax settings saved',
  refunded: 'Refund given',
  voided: 'Sale voided',
  ...SALE_REFUND_MESSAGES,
} as const;

export interface SaleStore {
  settings?: SaleSettings;
  sales?: Sale[];
  coupons?: Coupon[];
  /** The list as a stylist reads it: only the sales with one of their services. */
  stylistId?: string;
  /** The first receipt number the next paid sale takes. */
  nextReceipt?: number;
}

function invalid(error: unknown) {
  const failure = error instanceof StructError ? error.failures()[0] : undefined;
  return fail(400, failure ? `${failure.path.join('.')}: ${failure.message}` : 'Invalid request');
}

const last4 = (digits: string) => `Visa •••• ${digits.slice(-4)}`;

/**
 * The front desk against an in-memory copy of `store` (Demo Salon's sales, USD with 8.25 % sales tax, by
 * default). Every write prices the sale with `priceSale`, as the server does; Start and Pay answer a
 * retried key with the first answer; the offline test cards decide card payments (4242… pays,
 * 4000000000000002 is declined with the bank's reason and nothing is charged).
 */
export function saleHandlers(store: SaleStore = {}): AnyHandler[] {
  let settings = store.settings ?? defaultSettings;
  let sales = [...(store.sales ?? demoSales())];
  const coupons = store.coupons ?? defaultCoupons;
  let nextReceipt = store.nextReceipt ?? 1043;
  let created = 0;
  const started = new Map<string, string>();
  const payments = new Map<string, SalePaymentOutcome>();
  const refunded = new Map<string, string>();
  let items = saleItems.map((item) => ({ ...item }));
  const find = (id: string | null) => sales.find((sale) => sale._id === id);
  const replace = (next: Sale) => {
    sales = sales.map((sale) => (sale._id === next._id ? next : sale));
    return next;
  };
  const add = (sale: Sale) => {
    sales = [sale, ...sales];
    return sale;
  };
  const newSale = (appointmentId: string | null): Sale => {
    created += 1;
    const n = 0xf000 + created;
    const lines = appointmentId
      ? [saleLine(fixedId('5a1e1fff', n), itemNamed('Haircut'), SALE_STYLISTS[0]!)]
      : [];
    const sale = buildSale(
      n,
      {
        appointmentId,
        client: appointmentId ? { _id: null, name: 'Grace Miller', email: 'grace.miller@example.com' } : null,
        lines,
        currency: sales[0]?.currency ?? 'USD',
      },
      settings,
    );
    return { ...sale, _id: fixedId('5a1effff', n) };
  };

  return stateful(
    () => saleHandlers(store),
    [
      mockEndpoint(endpoints.getSaleSettings, () => ok(settings)),
      mockEndpoint(endpoints.getReaderToken, () =>
        ok({ provider: 'offline', secret: 'offline_pst_story', location: null, simulated: true }),
      ),
      mockEndpoint(endpoints.saveSaleSettings, async ({ request }) => {
        const body: unknown = await request.json();
        if (!is(body, SaleSettings)) return fail(400, 'Invalid tax settings');
        settings = create(body, SaleSettings);
        return ok(settings, SALE_MESSAGES.settingsSaved);
      }),
      mockEndpoint(endpoints.startSale, async ({ request }) => {
        const body = create(await request.json(), StartSaleBody);
        if (body.appointmentId) {
          const existing = sales.find(
            (sale) => sale.appointmentId === body.appointmentId && sale.status !== 'voided',
          );
          if (existing) return ok(existing, SALE_MESSAGES.started);
          return ok(add(newSale(body.appointmentId)), SALE_MESSAGES.started);
        }
        const again = find(started.get(body.key) ?? null);
        if (again) return ok(again, SALE_MESSAGES.started);
        const sale = add(newSale(null));
        started.set(body.key, sale._id);
        return ok(sale, SALE_MESSAGES.started);
      }),
      mockEndpoint(endpoints.getSale, ({ request }) => {
        const sale = find(new URL(request.url).searchParams.get('saleId'));
        return sale ? ok(sale) : fail(404, SALE_MESSAGES.notFound);
      }),
      mockEndpoint(endpoints.saveSale, async ({ request }) => {
        let body: SaveSaleBody;
        try {
          body = create(await request.json(), SaveSaleBody);
        } catch (error) {
          return invalid(error);
        }
        const sale = find(body.saleId);
        if (!sale) return fail(404, SALE_MESSAGES.notFound);
        if (sale.status !== 'open') return fail(409, SALE_MESSAGES.notOpen);
        if (sale.payments.some((payment) => payment.method !== 'deposit')) {
          return fail(409, SALE_MESSAGES.hasPayments);
        }
        const lines: SaleLine[] = [];
        for (const [index, line] of body.lines.entries()) {
          const item = items.find(
            (candidate) => candidate._id === line.itemId && candidate.kind === line.kind,
          );
          if (!item) return fail(404, SALE_MESSAGES.itemGone);
          const stylist = line.stylistId ? SALE_STYLISTS.find((s) => s._id === line.stylistId) : null;
          if (line.stylistId && !stylist) return fail(404, SALE_MESSAGES.stylistGone);
          const price = line.unitPriceMinor ?? item.priceMinor;
          const reason = (line.priceReason ?? '').trim();
          if (price !== item.priceMinor && !reason) return fail(400, SALE_MESSAGES.priceReason);
          if (item.stock !== null && line.quantity > item.stock) {
            return fail(409, `Only ${item.stock} of ${item.name} in stock`);
          }
          lines.push(
            saleLine(fixedId('5a1e1eee', index + 1), item, stylist ?? null, {
              quantity: line.quantity,
              unitPriceMinor: price,
              priceReason: price === item.priceMinor ? '' : reason,
              discount: line.discount ?? null,
            }),
          );
        }
        const code = (body.couponCode ?? '').trim().toUpperCase();
        let discount = body.discount === undefined ? sale.discount : body.discount;
        if (code) {
          const coupon = coupons.find((candidate) => candidate.code === code && candidate.enable);
          if (!coupon) return fail(400, COUPON_INVALID);
          if (coupon.isExpired) return fail(400, COUPON_EXPIRED);
          // The coupon is the sale's discount (a typed discount gives way to it).
          discount = { kind: coupon.discountType, value: coupon.discount };
        }
        const client =
          body.client === undefined
            ? sale.client
            : body.client === null
              ? null
              : { _id: sale.client?._id ?? null, name: body.client.name, email: body.client.email ?? '' };
        const stylists = stylistsOfLines(lines);
        const next = pricedSale(
          { ...sale, lines, discount, couponCode: code, tip: body.tip ?? { kind: 'none' }, client, stylists },
          settings,
          body.tipStylistIds,
        );
        return ok(replace(next), SALE_MESSAGES.saved);
      }),
      mockEndpoint(endpoints.paySale, async ({ request }) => {
        let body: PaySaleBody;
        try {
          body = create(await request.json(), PaySaleBody);
        } catch (error) {
          return invalid(error);
        }
        const answered = payments.get(body.key);
        if (answered) return ok(answered, answered.outcome === 'paid' ? SALE_MESSAGES.paid : answered.reason);
        const sale = find(body.saleId);
        if (!sale) return fail(404, SALE_MESSAGES.notFound);
        if (sale.status !== 'open' || sale.dueMinor === 0) return fail(409, SALE_MESSAGES.notOpen);
        if (body.amountMinor > sale.dueMinor) return fail(400, SALE_MESSAGES.tooMuch);
        let tenderedMinor = 0;
        let changeMinor = 0;
        let detail = '';
        if (body.method === 'cash') {
          tenderedMinor = body.tenderedMinor ?? body.amountMinor;
          const change = changeFor(tenderedMinor, body.amountMinor);
          if (change === null) return fail(400, SALE_MESSAGES.tenderedShort);
          changeMinor = change;
        } else if (body.method === 'card') {
          const digits = (body.paymentMethod ?? '').replace(/[\s-]/g, '');
          // The simulated reader: without the card it shows, the desk is asked to present one.
          if (body.reader && !digits) {
            return ok(
              { sale, outcome: 'collect', reason: '', clientSecret: null },
              SALE_MESSAGES.presentCard,
            );
          }
          if (!digits) return fail(400, SALE_MESSAGES.cardMissing);
          if (digits !== SALE_TEST_CARDS.pays) {
            const reason = digits === SALE_TEST_CARDS.declines ? SALE_CARD_DECLINED : SALE_NOT_A_TEST_CARD;
            const outcome: SalePaymentOutcome = { sale, outcome: 'declined', reason };
            payments.set(body.key, outcome);
            return ok(outcome, reason);
          }
          detail = body.reader ? 'Card reader' : last4(digits);
        } else {
          detail = (body.note ?? '').trim();
        }
        const paid: SalePayment = {
          _id: fixedId('5a1e2fff', payments.size + 1),
          method: body.method,
          amountMinor: body.amountMinor,
          tenderedMinor,
          changeMinor,
          detail,
          paidAt: FIXED_NOW.toISOString(),
        };
        let next = pricedSale(
          { ...sale, payments: [...sale.payments, paid] },
          settings,
          sale.tips.map((t) => t.stylist._id),
        );
        if (next.dueMinor === 0) {
          next = {
            ...next,
            status: 'paid',
            receipt: {
              number: nextReceipt++,
              issuedAt: FIXED_NOW.toISOString(),
              ...DEMO_SALON_RECEIPT,
              taxNumber: settings.taxNumber ?? '',
              taxLabel: settings.taxLabel,
            },
          };
        }
        const outcome: SalePaymentOutcome = { sale: replace(next), outcome: 'paid', reason: '' };
        payments.set(body.key, outcome);
        return ok(outcome, SALE_MESSAGES.paid);
      }),
      mockEndpoint(endpoints.refundSale, async ({ request }) => {
        const refused = refusedRole(request, 'sales.refund');
        if (refused) return refused;
        const body = create(await request.json(), RefundSaleBody);
        const again = find(refunded.get(body.key) ?? null);
        if (again) return ok(again, SALE_MESSAGES.refunded);
        const sale = find(body.saleId);
        if (!sale) return fail(404, SALE_MESSAGES.notFound);
        const outcome = refundOf(sale, body, {
          _id: fixedId('5a1e3fff', refunded.size + 1),
          number: nextReceipt,
          byName: buildUserInfo(viewerRoleOf(request) ?? 'salon').name,
          createdAt: FIXED_NOW.toISOString(),
        });
        if (!('sale' in outcome)) return fail(outcome.status, outcome.message);
        nextReceipt += 1;
        items = items.map((item) =>
          item.stock === null
            ? item
            : { ...item, stock: item.stock + (outcome.restocked.get(item._id) ?? 0) },
        );
        refunded.set(body.key, sale._id);
        return ok(replace(outcome.sale), SALE_MESSAGES.refunded);
      }),
      mockEndpoint(endpoints.voidSale, async ({ request }) => {
        const refused = refusedRole(request, 'sales.checkout');
        if (refused) return refused;
        const body = create(await request.json(), VoidSaleBody);
        const sale = find(body.saleId);
        if (!sale) return fail(404, SALE_MESSAGES.notFound);
        if (sale.status !== 'open') return fail(409, SALE_MESSAGES.voidNotOpen);
        if (sale.payments.some((payment) => payment.method !== 'deposit')) {
          return fail(409, SALE_MESSAGES.voidPaid);
        }
        return ok(replace({ ...sale, status: 'voided', voidReason: body.reason }), SALE_MESSAGES.voided);
      }),
      mockEndpoint(endpoints.getSalesReport, ({ request }) => {
        const refused = refusedRole(request, 'sales.reports');
        if (refused) return refused;
        const url = new URL(request.url);
        const to = url.searchParams.get('to') || REPORT_TODAY;
        const from = url.searchParams.get('from') || daysBeforeDay(to, 29);
        const byParam = url.searchParams.get('by') ?? 'day';
        if (!(SALES_REPORT_GROUPS as readonly string[]).includes(byParam)) {
          return fail(400, `by: Expected one of ${SALES_REPORT_GROUPS.join(', ')}`);
        }
        if (from > to) return fail(400, SALES_REPORT_MESSAGES.range);
        if (daysIn(from, to) > MAX_REPORT_DAYS) return fail(400, SALES_REPORT_MESSAGES.tooLong);
        // A stylist's own report: the store's stylist, or the signed-in stylist.
        const stylistId =
          store.stylistId ?? (viewerRoleOf(request) === 'stylist' ? userIdOf('stylist') : null);
        const stylist = stylistId
          ? (SALE_STYLISTS.find((candidate) => candidate._id === stylistId) ?? null)
          : null;
        return ok(salesReportOf(sales, { from, to, by: byParam as SalesReportGroup, stylist }));
      }),
      mockEndpoint(endpoints.getSales, ({ request }) => {
        const url = new URL(request.url);
        const status = url.searchParams.get('status');
        const found = sales
          .filter((sale) => !status || sale.status === status)
          .filter(
            (sale) => !store.stylistId || sale.lines.some((line) => line.stylist?._id === store.stylistId),
          )
          .sort((a, b) => (a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : 0))
          .map(saleSummaryOf);
        return ok(pageOfRequest(found, url, SALE_PAGE_SIZE));
      }),
      mockEndpoint(endpoints.getSaleItems, ({ request }) => {
        const search = new URL(request.url).searchParams.get('search');
        return ok(items.filter((item) => matchesFilter(search, item.name)).slice(0, 20));
      }),
    ],
  );
}

/** Single handlers that put a story in another state; put them before `saleHandlers()`. */
export const saleFailures = {
  saleLoading: mockPending(endpoints.getSale),
  saleFails: mockFailure(endpoints.getSale, 500, 'Could not load the sale, please try again'),
  listLoading: mockPending(endpoints.getSales),
  listEmpty: mockEndpoint(endpoints.getSales, () => ok({ result: [], totalPageSize: 0, totalCount: 0 })),
  listFails: mockFailure(endpoints.getSales, 500, 'Could not load the sales'),
  settingsLoading: mockPending(endpoints.getSaleSettings),
  saveFails: mockFailure(endpoints.saveSale, 409, SALE_MESSAGES.hasPayments),
  payPending: mockPending(endpoints.paySale),
  refundPending: mockPending(endpoints.refundSale),
  refundFails: mockFailure(endpoints.refundSale, 502, 'The card provider did not answer: try again'),
  reportLoading: mockPending(endpoints.getSalesReport),
};
