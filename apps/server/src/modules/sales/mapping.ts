import type { Sale, SaleSettings, SaleSummary } from '@salon/api/sales/schemas';
import { NO_TAX, type SaleTaxes } from '@salon/rules/sale-pricing';
import type { SaleRow, SaleSettingsRow } from '../../db/schema';
import type { SaleRecord } from './repository';
import { visitStylists } from './sale-lines';

/** What a salon that never set its taxes sells with: no tax, and the usual tip presets. */
export const DEFAULT_SALE_SETTINGS: SaleSettings = {
  taxLabel: 'Tax',
  taxNumber: '',
  service: { rateBp: NO_TAX.service.rateBp, inclusive: NO_TAX.service.inclusive },
  product: { rateBp: NO_TAX.product.rateBp, inclusive: NO_TAX.product.inclusive },
  tipPresets: [10, 15, 20],
};

export function settingsOf(row: SaleSettingsRow | undefined): SaleSettings {
  if (!row) return DEFAULT_SALE_SETTINGS;
  return {
    taxLabel: row.taxLabel,
    taxNumber: row.taxNumber,
    service: { rateBp: row.serviceTaxBp, inclusive: row.serviceTaxInclusive },
    product: { rateBp: row.productTaxBp, inclusive: row.productTaxInclusive },
    tipPresets: row.tipPresets,
  };
}

export function taxesOf(settings: SaleSettings): SaleTaxes {
  return { service: settings.service, product: settings.product };
}

/** What the client already paid for the sale: the visit's deposit (up to the total) and the desk's payments. */
export function prepaidOf(sale: Pick<SaleRow, 'prepaidMinor' | 'totalMinor'>): number {
  return Math.min(sale.prepaidMinor, sale.totalMinor);
}

export function dueOf(sale: Pick<SaleRow, 'prepaidMinor' | 'totalMinor' | 'paidMinor'>): number {
  return sale.totalMinor - prepaidOf(sale) - sale.paidMinor;
}

/** The sale as the desk sees it; `stylists` are the visit's, and anyone else the tip went to. */
export function saleOf(record: SaleRecord): Sale {
  const stylists = visitStylists(record.lines).map((stylist) => ({ _id: stylist.id, name: stylist.name }));
  for (const tip of record.tips) {
    if (!stylists.some((stylist) => stylist._id === tip.stylistId)) {
      stylists.push({ _id: tip.stylistId, name: tip.stylistName });
    }
  }
  const prepaid = prepaidOf(record);
  const deposit =
    prepaid > 0
      ? [
          {
            _id: record.id,
            method: 'deposit' as const,
            amountMinor: prepaid,
            tenderedMinor: 0,
            changeMinor: 0,
            detail: 'Deposit paid online',
            paidAt: record.createdAt.toISOString(),
          },
        ]
      : [];
  return {
    _id: record.id,
    status: record.status,
    currency: record.currency,
    appointmentId: record.appointmentId,
    client: record.clientName
      ? { _id: record.clientUserId, name: record.clientName, email: record.clientEmail }
      : null,
    lines: record.lines.map((line) => ({
      _id: line.id,
      kind: line.kind,
      itemId: line.itemId,
      name: line.name,
      stylist: line.stylistId ? { _id: line.stylistId, name: line.stylistName } : null,
      quantity: line.quantity,
      listPriceMinor: line.listPriceMinor,
      unitPriceMinor: line.unitPriceMinor,
      priceReason: line.priceReason,
      discount: line.discount,
      grossMinor: line.grossMinor,
      discountMinor: line.discountMinor,
      taxMinor: line.taxMinor,
      totalMinor: line.totalMinor,
    })),
    discount: record.discount,
    couponCode: record.couponCode,
    tip: record.tip,
    tips: record.tips.map((tip) => ({
      stylist: { _id: tip.stylistId, name: tip.stylistName },
      amountMinor: tip.amountMinor,
    })),
    stylists,
    subtotalMinor: record.subtotalMinor,
    discountMinor: record.discountMinor,
    taxMinor: record.taxMinor,
    tipMinor: record.tipMinor,
    totalMinor: record.totalMinor,
    paidMinor: prepaid + record.paidMinor,
    dueMinor: dueOf(record),
    payments: [
      ...deposit,
      ...record.payments
        .filter((payment) => payment.status === 'paid')
        .map((payment) => ({
          _id: payment.id,
          method: payment.method,
          amountMinor: payment.amountMinor,
          tenderedMinor: payment.tenderedMinor,
          changeMinor: payment.changeMinor,
          detail: payment.detail,
          paidAt: payment.createdAt.toISOString(),
        })),
    ],
    receipt:
      record.receiptNumber !== null && record.receipt && record.paidAt
        ? { number: record.receiptNumber, issuedAt: record.paidAt.toISOString(), ...record.receipt }
        : null,
    refundedMinor: record.refundedMinor,
    refunds: record.refunds.map((refund) => ({
      _id: refund.id,
      number: refund.number,
      amountMinor: refund.amountMinor,
      keptMinor: refund.keptMinor,
      taxMinor: refund.taxMinor,
      tipMinor: refund.tipMinor,
      reason: refund.reason,
      restocked: refund.restocked,
      lines: refund.lines.map((line) => ({
        lineId: line.lineId,
        name: line.name,
        quantity: line.quantity,
        amountMinor: line.amountMinor,
        taxMinor: line.taxMinor,
      })),
      payments: refund.payments.map((payment) => ({
        paymentId: payment.paymentId,
        method: payment.method,
        amountMinor: payment.amountMinor,
        status: payment.status,
        detail: payment.detail,
      })),
      byName: refund.createdByName,
      createdAt: refund.createdAt.toISOString(),
    })),
    voidReason: record.voidReason,
    createdAt: record.createdAt.toISOString(),
  };
}

export function summaryOf(row: SaleRow & { items: string }): SaleSummary {
  return {
    _id: row.id,
    status: row.status,
    currency: row.currency,
    receiptNumber: row.receiptNumber,
    clientName: row.clientName,
    items: row.items.length > 80 ? `${row.items.slice(0, 79)}…` : row.items,
    totalMinor: row.totalMinor,
    tipMinor: row.tipMinor,
    refundedMinor: row.refundedMinor,
    createdAt: row.createdAt.toISOString(),
  };
}
