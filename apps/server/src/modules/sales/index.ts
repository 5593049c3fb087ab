// The sales module's public face: what the composition root may use.
export { buildSales, type SalesDeps } from './module';
export { saleRoutes } from './routes';
export { DeskPayments } from './desk-payments';
export { SaleService } from './service';
