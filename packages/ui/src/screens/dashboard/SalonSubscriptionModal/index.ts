export { SalonSubscriptionModal } from './SalonSubscriptionModal';
export type { SalonSubscriptionDetail, SalonSubscriptionModalProps } from './SalonSubscriptionModal';
