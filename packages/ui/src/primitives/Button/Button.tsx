import type { ComponentPropsWithRef, ReactNode } from 'react';
import { Spinner } from '../Spinner';
import { Label, SpinnerSlot, StyledButton } from './Button.styles';
import type { ButtonSize, ButtonVariant } from './Button.styles';

export type ButtonProps = ComponentPropsWithRef<'button'> & {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Shows a spinner, keeps the width, sets aria-busy and blocks clicks. */
  loading?: boolean;
  fullWidth?: boolean;
  /** Icon (or other node) before the label. */
  iconStart?: ReactNode;
  /** Icon (or other node) after the label. */
  iconEnd?: ReactNode;
};

export function Button({
  variant = 'primary',
  size = 'md',
  loading = false,
  fullWidth = false,
  iconStart,
  iconEnd,
  type = 'button',
  disabled,
  children,
  ...rest
}: ButtonProps) {
  return (
    <StyledButton
      type={type}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      $variant={variant}
      $size={size}
      $fullWidth={fullWidth}
      $loading={loading}
      {...rest}
    >
      <Label $hidden={loading}>
        {iconStart}
        {children}
        {iconEnd}
      </Label>
      {loading && (
        <SpinnerSlot>
          <Spinner size="sm" decorative />
        </SpinnerSlot>
      )}
    </StyledButton>
  );
}
