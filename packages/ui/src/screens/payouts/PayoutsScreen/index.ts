export { PayoutsScreen } from './PayoutsScreen';
export type { PayoutLine, PayoutsScreenProps, PayoutsScreenState } from './PayoutsScreen';
