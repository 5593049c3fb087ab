import type { ComponentPropsWithRef, ReactNode } from 'react';
import { Icon } from '../Icon';
import type { IconName } from '../Icon';
import { StyledIconButton } from './IconButton.styles';
import type { IconButtonSize, IconButtonVariant } from './IconButton.styles';

export type IconButtonProps = Omit<ComponentPropsWithRef<'button'>, 'children' | 'aria-label'> & {
  /** Accessible name, also shown as the native tooltip. Required: the button has no visible text. */
  label: string;
  /** An icon name from the Icon set, or any node (which should be aria-hidden). */
  icon: IconName | ReactNode;
  variant?: IconButtonVariant;
  size?: IconButtonSize;
  /** Show the label as a native tooltip (title attribute). Default true. */
  showTooltip?: boolean;
};

const iconSize: Record<IconButtonSize, number> = { sm: 16, md: 20, lg: 24 };

export function IconButton({
  label,
  icon,
  variant = 'ghost',
  size = 'md',
  showTooltip = true,
  type = 'button',
  ...rest
}: IconButtonProps) {
  return (
    <StyledIconButton
      type={type}
      aria-label={label}
      title={showTooltip ? label : undefined}
      $variant={variant}
      $size={size}
      {...rest}
    >
      {typeof icon === 'string' ? <Icon name={icon as IconName} size={iconSize[size]} /> : icon}
    </StyledIconButton>
  );
}
