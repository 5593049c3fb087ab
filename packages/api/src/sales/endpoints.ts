import { array } from 'superstruct';
import { endpoint } from '../contract';
import { paged } from '../shared/schemas';
import { SalesReport, SalesReportQuery } from './report-schemas';
import {
  PaySaleBody,
  ReaderConnection,
  RefundSaleBody,
  Sale,
  SaleIdQuery,
  SaleItem,
  SaleItemQuery,
  SaleListQuery,
  SalePaymentOutcome,
  SaleSettings,
  SaleSummary,
  SaveSaleBody,
  StartSaleBody,
  VoidSaleBody,
} from './schemas';

// The front desk (area sales): checkout of a visit, a walk-in's sale, payments, receipts and the salon's
// taxes. The owner and the manager sell; a stylist reads their own sales.

export const getSaleSettings = endpoint({
  method: 'GET',
  path: '/sales/settings',
  auth: 'token',
  data: SaleSettings,
});

/** The owner's Taxes section. */
export const saveSaleSettings = endpoint({
  method: 'POST',
  path: '/sales/settings',
  auth: 'token',
  body: SaleSettings,
  data: SaleSettings,
});

/** Checkout of an appointment (prefilled from its visit), or a new walk-in sale. */
export const startSale = endpoint({
  method: 'POST',
  path: '/sales/start',
  auth: 'token',
  body: StartSaleBody,
  data: Sale,
});

export const getSale = endpoint({
  method: 'GET',
  path: '/sales/sale',
  auth: 'token',
  query: SaleIdQuery,
  data: Sale,
});

/** The checkout's lines, discount, coupon, tip and client: priced by the server. */
export const saveSale = endpoint({
  method: 'POST',
  path: '/sales/save',
  auth: 'token',
  body: SaveSaleBody,
  data: Sale,
});

/** One payment (card, cash or other); the last one makes the sale paid and numbers its receipt. */
export const paySale = endpoint({
  method: 'POST',
  path: '/sales/pay',
  auth: 'token',
  body: PaySaleBody,
  data: SalePaymentOutcome,
});

/** A connection token for the desk's card reader (the owner and managers, who take payments). */
export const getReaderToken = endpoint({
  method: 'POST',
  path: '/sales/reader-token',
  auth: 'token',
  data: ReaderConnection,
});

/** Some lines and the tip given back (owner and manager), with a refund receipt of its own number. */
export const refundSale = endpoint({
  method: 'POST',
  path: '/sales/refund',
  auth: 'token',
  body: RefundSaleBody,
  data: Sale,
});

/** An open sale given up: nothing was taken at the desk, any product stays in stock. */
export const voidSale = endpoint({
  method: 'POST',
  path: '/sales/void',
  auth: 'token',
  body: VoidSaleBody,
  data: Sale,
});

/** Sales by day, stylist, service, product or payment method; a stylist sees their own only. */
export const getSalesReport = endpoint({
  method: 'GET',
  path: '/sales/report',
  auth: 'token',
  query: SalesReportQuery,
  data: SalesReport,
});

export const getSales = endpoint({
  method: 'GET',
  path: '/sales/list',
  auth: 'token',
  query: SaleListQuery,
  data: paged(SaleSummary),
});

/** What the checkout's search adds: services and products by name. */
export const getSaleItems = endpoint({
  method: 'GET',
  path: '/sales/items',
  auth: 'token',
  query: SaleItemQuery,
  data: array(SaleItem),
});

export const saleEndpoints = {
  getSaleSettings,
  saveSaleSettings,
  startSale,
  getSale,
  saveSale,
  paySale,
  getReaderToken,
  refundSale,
  voidSale,
  getSalesReport,
  getSales,
  getSaleItems,
};
