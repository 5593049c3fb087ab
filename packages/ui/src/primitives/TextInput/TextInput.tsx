import type { ComponentPropsWithRef, ReactNode } from 'react';
import { EndAdornment, StartAdornment, StyledInput, Wrapper } from './TextInput.styles';

export type TextInputProps = ComponentPropsWithRef<'input'> & {
  /** Marks the control invalid (red border, aria-invalid). FormField passes it for you. */
  invalid?: boolean;
  /** Decorative node inside the start of the field, e.g. a search icon. */
  iconStart?: ReactNode;
  /** Interactive node inside the end of the field, e.g. a toggle button (about 36px wide). */
  endAdornment?: ReactNode;
  /** Class for the outer wrapper. */
  className?: string;
};

/** A single-line text input. Needs a label: wrap it in FormField or pass aria-label. */
export function TextInput({
  invalid = false,
  iconStart,
  endAdornment,
  className,
  type = 'text',
  'aria-invalid': ariaInvalid,
  ...rest
}: TextInputProps) {
  return (
    <Wrapper className={className}>
      {iconStart && <StartAdornment aria-hidden="true">{iconStart}</StartAdornment>}
      <StyledInput
        type={type}
        aria-invalid={ariaInvalid ?? (invalid || undefined)}
        $invalid={invalid}
        $padStart={Boolean(iconStart)}
        $padEnd={Boolean(endAdornment)}
        {...rest}
      />
      {endAdornment && <EndAdornment>{endAdornment}</EndAdornment>}
    </Wrapper>
  );
}
