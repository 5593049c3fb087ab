export { LinkLandingScreen } from './LinkLandingScreen';
export type { LinkLandingScreenProps, LinkLandingState } from './LinkLandingScreen';
