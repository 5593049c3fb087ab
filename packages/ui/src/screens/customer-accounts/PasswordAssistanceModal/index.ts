export { PasswordAssistanceModal } from './PasswordAssistanceModal';
export type { PasswordAssistanceModalProps } from './PasswordAssistanceModal';
export {
  DASHBOARD_ASSISTANCE_WORDING,
  SITE_ASSISTANCE_WORDING,
  validatePasswordAssistance,
} from './validate-password-assistance';
export type {
  PasswordAssistanceErrors,
  PasswordAssistanceValues,
  PasswordAssistanceWording,
} from './validate-password-assistance';
