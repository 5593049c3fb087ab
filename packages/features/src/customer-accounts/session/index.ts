// The signed-in customer alone, for the site header in the website's first load; the login, account
// and password modals load on first use through `@salon/features/customer-accounts`.
export { useCustomer, isCustomerOf } from '../use-customer';
export type { Customer, UseCustomer } from '../use-customer';
