import { isBlank, type FormErrors } from '@salon/ui/forms';

export interface ShippingValues {
  firstName: string;
  lastName: string;
  address: string;
  city: string;
  state: string;
  zipcode: string;
}

export type ShippingErrors = FormErrors<keyof ShippingValues>;

const CHECKS: Array<[keyof ShippingValues, string]> = [
  ['firstName', 'Please enter first name'],
  ['lastName', 'Please enter last name'],
  ['address', 'Please enter an address'],
  ['city', 'Please enter a city'],
  ['state', 'Please enter a state'],
  ['zipcode', 'Please enter a zip code'],
];

/** Spec 2 §5 "Checkout": the messages in order, and only the first failing field is flagged. */
export function validateShipping(values: ShippingValues): ShippingErrors {
  for (const [field, message] of CHECKS) {
    if (isBlank(values[field])) return { [field]: message };
  }
  return {};
}
