export { DatePicker } from './DatePicker';
export type { DatePickerProps } from './DatePicker';
export { dayButtonLabel, formatDateText, isWithin, parseDateText, DATE_TEXT_FORMAT } from './date-text';
export type { ParsedDateText } from './date-text';
