export { PayoutsContainer } from './PayoutsContainer';
export type { PayoutsContainerProps } from './PayoutsContainer';
export { PAYOUT_ROLES } from './policies';
