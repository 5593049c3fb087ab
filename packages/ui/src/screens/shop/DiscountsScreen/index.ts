export { DiscountsScreen } from './DiscountsScreen';
export type { DiscountsScreenProps, DiscountsState, DiscountView } from './DiscountsScreen';
