export { CheckoutContainer, DESK_TEST_CARDS } from './CheckoutContainer';
export { NewSaleContainer, newSalePath } from './NewSaleContainer';
export { SalesListContainer } from './SalesListContainer';
export { TaxSettingsContainer } from './TaxSettingsContainer';
export { CHECKOUT_ROLES, REPORT_ROLES, SALES_ROLES, salesCapabilities } from './policies';
export { SalesReportContainer } from './SalesReportContainer';
export type { SalesReportContainerProps } from './SalesReportContainer';
