import {
  getSale,
  getSaleItems,
  getSales,
  getSaleSettings,
  getSalesReport,
  getReaderToken,
  paySale,
  refundSale,
  saveSale,
  voidSale,
  saveSaleSettings,
  startSale,
} from '@salon/api/sales/endpoints';
import type { ContractRouter } from '../../http/contract-route';
import type { DeskPayments } from './desk-payments';
import type { SaleRefunds } from './sale-refunds';
import type { SalesReports } from './sales-report';
import type { SaleService } from './service';

export interface SaleRouteServices {
  sales: SaleService;
  deskPayments: DeskPayments;
  saleRefunds: SaleRefunds;
  salesReports: SalesReports;
}

export function saleRoutes(
  route: ContractRouter,
  { sales, deskPayments: payments, saleRefunds, salesReports }: SaleRouteServices,
): void {
  route(getSaleSettings, async ({ viewer }) => ({ data: await sales.settings(viewer) }));

  route(saveSaleSettings, async ({ viewer, body }) => ({
    data: await sales.saveSettings(viewer, body),
    message: 'Taxes saved',
  }));

  route(startSale, async ({ viewer, body }) => ({ data: await sales.start(viewer, body) }));

  route(getSale, async ({ viewer, query }) => ({ data: await sales.get(viewer, query.saleId) }));

  route(saveSale, async ({ viewer, body }) => ({ data: await sales.save(viewer, body) }));

  route(paySale, async ({ viewer, body }) => {
    const outcome = await payments.pay(viewer, body);
    return {
      data: outcome,
      message:
        outcome.outcome === 'declined'
          ? outcome.reason
          : outcome.outcome === 'collect'
            ? 'Present the card on the reader'
            : outcome.sale.receipt
              ? 'Sale paid'
              : 'Payment taken',
    };
  });

  route(getReaderToken, async ({ viewer }) => ({ data: await payments.readerConnection(viewer) }));

  route(refundSale, async ({ viewer, body }) => ({
    data: await saleRefunds.refund(viewer, body),
    message: 'Refund given',
  }));

  route(voidSale, async ({ viewer, body }) => ({
    data: await sales.void(viewer, body),
    message: 'Sale voided',
  }));

  route(getSalesReport, async ({ viewer, query }) => ({ data: await salesReports.report(viewer, query) }));

  route(getSales, async ({ viewer, query }) => ({ data: await sales.list(viewer, query) }));

  route(getSaleItems, async ({ viewer, query }) => ({ data: await sales.items(viewer, query) }));
}
