export { CheckInScreen } from './CheckInScreen';
export type { CheckInResult, CheckInScreenProps } from './CheckInScreen';
