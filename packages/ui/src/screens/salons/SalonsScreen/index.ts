export { SalonsScreen, SUBSCRIPTION_LABELS } from './SalonsScreen';
export type { SalonRow, SalonSubscription, SalonsScreenProps, SalonsState } from './SalonsScreen';
