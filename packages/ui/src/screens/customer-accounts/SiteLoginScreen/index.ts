export { SiteLoginScreen } from './SiteLoginScreen';
export type { SiteLoginScreenProps } from './SiteLoginScreen';
