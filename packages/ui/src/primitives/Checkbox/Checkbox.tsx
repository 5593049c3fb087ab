import { useEffect, useRef } from 'react';
import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import { VisuallyHidden } from '../VisuallyHidden';
import { Box, Root } from './Checkbox.styles';

export type CheckboxProps = Omit<ComponentPropsWithoutRef<'input'>, 'type'> & {
  /** Accessible name; shown beside the box unless `hideLabel`. */
  label: ReactNode;
  hideLabel?: boolean;
  /** The mixed state, e.g. a "select all" with some rows selected. */
  indeterminate?: boolean;
  invalid?: boolean;
  className?: string;
};

/** A native checkbox with its label. Use `checked` + `onChange` (event) as with any input. */
export function Checkbox({
  label,
  hideLabel = false,
  indeterminate = false,
  invalid = false,
  disabled,
  className,
  ...rest
}: CheckboxProps) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = indeterminate;
  }, [indeterminate]);
  return (
    <Root $disabled={Boolean(disabled)} className={className}>
      <Box
        ref={ref}
        type="checkbox"
        disabled={disabled}
        aria-invalid={invalid || undefined}
        $invalid={invalid}
        {...rest}
      />
      {hideLabel ? <VisuallyHidden>{label}</VisuallyHidden> : <span>{label}</span>}
    </Root>
  );
}
