export { WaitlistScreen } from './WaitlistScreen';
export type { WaitlistLinkProps, WaitlistRow, WaitlistScreenProps, WaitlistState } from './WaitlistScreen';
