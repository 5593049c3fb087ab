import type { FormErrors } from '@salon/ui/forms';

export interface SlotFormValues {
  /** The slot's day (local), or null. */
  date: Date | null;
  /** `HH:mm`, or null. */
  time: string | null;
}

export type SlotFormErrors = FormErrors<keyof SlotFormValues>;

/** Create/Update Slot checks of spec 2 §5, in order. */
export function validateSlot(values: SlotFormValues): SlotFormErrors {
  const errors: SlotFormErrors = {};
  if (!values.date) errors.date = 'Please enter a slot date';
  if (!values.time) errors.time = 'Please enter a slot time';
  return errors;
}
