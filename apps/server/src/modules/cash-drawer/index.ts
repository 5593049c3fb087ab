// The cash-drawer module's public face: what the composition root may use.
export { buildCashDrawer } from './module';
export { cashDrawerRoutes } from './routes';
export { CashDrawerService } from './service';
