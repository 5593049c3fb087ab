import { createContext, useContext } from 'react';

/**
 * True while the form around the fields submits (FormModal's or Form's `submitting`): every
 * field of this folder then disables itself, so no form has to pass it to each of its fields.
 */
export const FormDisabledContext = createContext(false);

/** A control's disabled state: its own, or its form's while that submits. */
export function useFormDisabled(disabled?: boolean) {
  return useContext(FormDisabledContext) || disabled;
}
