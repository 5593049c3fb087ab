export { SalonsScreen } from './SalonsScreen';
export type { SalonRow, SalonsScreenProps, SalonsState } from './SalonsScreen';
