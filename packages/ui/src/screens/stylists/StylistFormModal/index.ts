export { StylistFormModal } from './StylistFormModal';
export type { StylistFormModalProps } from './StylistFormModal';
export { EMPTY_STYLIST_FORM, validateStylist } from './validate-stylist';
export type { StylistFormErrors, StylistFormValues, StylistGender } from './validate-stylist';
