import type { ReactNode } from 'react';
import { Icon } from '../../primitives/Icon';
import type { IconName } from '../../primitives/Icon';
import { Action, IconCircle, Root, Subtitle, Title } from './EmptyState.styles';

export interface EmptyStateProps {
  /** Default 'No Data Found!'. */
  title?: ReactNode;
  subtitle?: ReactNode;
  /** Decorative icon above the title; none by default. */
  icon?: IconName;
  /** A call to action, e.g. an "Add" button. */
  action?: ReactNode;
  className?: string;
}

/** What a list or panel shows when it has nothing to show. */
export function EmptyState({ title = 'No Data Found!', subtitle, icon, action, className }: EmptyStateProps) {
  return (
    <Root className={className}>
      {icon && (
        <IconCircle aria-hidden="true">
          <Icon name={icon} size={28} />
        </IconCircle>
      )}
      <Title>{title}</Title>
      {subtitle && <Subtitle>{subtitle}</Subtitle>}
      {action && <Action>{action}</Action>}
    </Root>
  );
}
