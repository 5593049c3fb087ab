import type { ComponentPropsWithoutRef } from 'react';
import { ServerError } from '../ServerError';
import { Stack } from './Form.styles';

export type FormProps = ComponentPropsWithoutRef<'form'> & {
  /** The server's message, shown above the fields. */
  serverError?: string | null;
};

/** A modal's form: fields in a column, the browser's own validation off (the forms check themselves). */
export function Form({ serverError, children, ...rest }: FormProps) {
  return (
    <Stack noValidate {...rest}>
      <ServerError message={serverError} />
      {children}
    </Stack>
  );
}
