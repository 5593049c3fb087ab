export { CashDrawerContainer } from './CashDrawerContainer';
export { CASH_DRAWER_ROLES, cashDrawerCapabilities } from './policies';
