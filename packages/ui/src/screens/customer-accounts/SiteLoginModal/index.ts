export { SiteLoginModal } from './SiteLoginModal';
export type { SiteLoginModalProps } from './SiteLoginModal';
