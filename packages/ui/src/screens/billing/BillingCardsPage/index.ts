export { BillingCardsPage } from './BillingCardsPage';
export type { BillingCardsPageProps } from './BillingCardsPage';
