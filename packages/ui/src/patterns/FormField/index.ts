export { FormField } from './FormField';
export type { FieldControlProps, FormFieldProps } from './FormField';
export { describedBy, fieldErrorId, fieldHintId } from './field-ids';
