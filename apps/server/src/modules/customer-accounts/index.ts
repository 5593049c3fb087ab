// The customer-accounts module's public face: what other modules and the composition root may use.
export { customerAccountRoutes } from './routes';
export { CustomerAccountService } from './service';
export { buildCustomerAccounts, type CustomerAccountsDeps } from './module';
