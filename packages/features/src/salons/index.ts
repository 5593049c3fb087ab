export { CancelSubscriptionContainer } from './CancelSubscriptionContainer';
export type { CancelSubscriptionContainerProps } from './CancelSubscriptionContainer';
export { SalonsContainer } from './SalonsContainer';
export { canCancelSubscription, SALONS_PAGE_ROLES } from './policies';
