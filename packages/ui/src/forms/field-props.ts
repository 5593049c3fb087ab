import type { ReactNode } from 'react';

/** What every labelled field takes besides its control's own props (FormField's part). */
export interface FieldProps {
  label: ReactNode;
  /** Id of the control; the label, hint and error are wired to it. */
  id: string;
  error?: string | null;
  hint?: ReactNode;
  required?: boolean;
}

/** A text control's props as a field: FormField gives the id and `required`; changes come as text. */
export type TextControlProps<P> = Omit<P, 'id' | 'value' | 'onChange' | 'required'> &
  FieldProps & {
    value: string;
    onChange: (value: string) => void;
  };
