import { formatMoney } from '@salon/api/money/format';
import type { SaleSummary } from '@salon/api/sales/schemas';
import type { SaleRowView } from '@salon/ui/screens/sales/SalesListScreen';

const dateFormats = new Map<string, Intl.DateTimeFormat>();

/** 'Mar 15, 2026, 9:00 AM' in the salon's locale. */
export function saleDate(iso: string, locale: string): string {
  let format = dateFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });
    dateFormats.set(locale, format);
  }
  return format.format(new Date(iso));
}

/** A sale as its row shows it: amounts in the sale's own currency, in the salon's locale. */
export function toSaleRow(locale: string) {
  return (sale: SaleSummary): SaleRowView => {
    const money = (minor: number) => formatMoney(minor, { currency: sale.currency, locale });
    return {
      id: sale._id,
      receiptNumber: sale.receiptNumber,
      clientName: sale.clientName,
      items: sale.items,
      total: money(sale.totalMinor),
      tip: money(sale.tipMinor),
      date: saleDate(sale.createdAt, locale),
      status: sale.status,
    };
  };
}
