export { CancelSubscriptionModal } from './CancelSubscriptionModal';
export type { CancelSubscriptionModalProps } from './CancelSubscriptionModal';
