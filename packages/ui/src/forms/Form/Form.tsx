import { useContext, type ComponentPropsWithoutRef } from 'react';
import { FormDisabledContext } from '../form-disabled';
import { ServerError } from '../ServerError';
import { Stack } from './Form.styles';

export type FormProps = ComponentPropsWithoutRef<'form'> & {
  /** The server's message, shown above the fields. */
  serverError?: string | null;
  /** While true the form is marked busy and every field in it is disabled. */
  submitting?: boolean;
};

/** A modal's form: fields in a column, the browser's own validation off (the forms check themselves). */
export function Form({ serverError, submitting = false, children, ...rest }: FormProps) {
  const outer = useContext(FormDisabledContext);
  return (
    <Stack noValidate {...rest} aria-busy={submitting || undefined}>
      <ServerError message={serverError} />
      <FormDisabledContext.Provider value={outer || submitting}>{children}</FormDisabledContext.Provider>
    </Stack>
  );
}
