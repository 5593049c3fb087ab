import { isBlank, type FormErrors } from '@salon/ui/forms';

export type StockType = 'credit' | 'debit';

export interface StockFormValues {
  quantity: string;
  type: StockType | null;
}

export type StockFormErrors = FormErrors<keyof StockFormValues>;

export const MAX_STOCK_QUANTITY = 1_000_000;

/** Spec 2 §5 stock checks in order, then a whole number of units within the cap. */
export function validateStock(values: StockFormValues): StockFormErrors {
  const errors: StockFormErrors = {};
  const quantity = values.quantity.trim();
  if (isBlank(quantity)) errors.quantity = 'Please enter product quantity';
  else if (!/^\d+$/.test(quantity) || Number(quantity) < 1) {
    errors.quantity = 'Please enter a whole number of at least 1';
  } else if (Number(quantity) > MAX_STOCK_QUANTITY) {
    errors.quantity = 'Please enter at most 1,000,000';
  }
  if (!values.type) errors.type = 'Please enter product stock type';
  return errors;
}
