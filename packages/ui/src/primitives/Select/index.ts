export { Select } from './Select';
export type { MultiSelectProps, SelectProps, SingleSelectProps } from './Select';
export { findOption, findOptions } from './select-options';
export type { SelectOption } from './select-options';
