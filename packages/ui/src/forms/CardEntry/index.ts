export { CardEntry, CardNumberField } from './CardEntry';
export type { CardEntryProps, CardNumberFieldProps } from './CardEntry';
export { formatCardNumber, testCardsHint } from './card-number';
