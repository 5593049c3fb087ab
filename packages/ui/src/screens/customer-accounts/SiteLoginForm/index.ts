export { SiteLoginForm } from './SiteLoginForm';
export type { SiteLoginFormProps } from './SiteLoginForm';
