export { AppVersionFormModal, EMPTY_APP_VERSION_FORM } from './AppVersionFormModal';
export type { AppVersionFormModalProps } from './AppVersionFormModal';
export { INVALID_STORE_URL, isStoreUrl, validateAppVersion } from './validate-app-version';
export type { AppVersionFormErrors, AppVersionFormValues } from './validate-app-version';
