export { CHECK_IN_HINT, CheckInScreen } from './CheckInScreen';
export type { CheckInResult, CheckInScreenProps } from './CheckInScreen';
