export { EMPTY_PACKAGE_FORM, PackageFormModal } from './PackageFormModal';
export type { PackageFormModalProps } from './PackageFormModal';
export { CALENDAR_CHOICES, INVALID_PRICE, priceError, validatePackage } from './validate-package';
export type { PackageFormErrors, PackageFormValues } from './validate-package';
