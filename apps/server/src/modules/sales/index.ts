// The sales module's public face: what the composition root and the cash drawer may use.
export { buildSales, type SaleCash, saleCashIn, type SalesDeps } from './module';
export { saleRoutes } from './routes';
export { DeskPayments } from './desk-payments';
export { SaleRefunds } from './sale-refunds';
export { SalesReports } from './sales-report';
export { SaleService } from './service';
