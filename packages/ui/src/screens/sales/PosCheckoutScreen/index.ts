export { PosCheckoutScreen } from './PosCheckoutScreen';
export type {
  PosCheckoutCapabilities,
  PosCheckoutScreenProps,
  PosCheckoutState,
  SaleItemsState,
} from './PosCheckoutScreen';
