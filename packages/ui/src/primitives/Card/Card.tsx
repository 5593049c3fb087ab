import type { ReactNode } from 'react';
import { CardActions, CardHeader, CardRoot, CardTitle } from './Card.styles';
import type { CardPadding } from './Card.styles';

export interface CardProps {
  /** Heading shown at the top. */
  title?: ReactNode;
  /** Heading level of the title. Default 2. */
  headingLevel?: 2 | 3 | 4;
  /** Nodes at the end of the header, e.g. icon buttons. */
  actions?: ReactNode;
  children?: ReactNode;
  padding?: CardPadding;
  /** A stronger shadow. */
  elevated?: boolean;
  /** Element to render; a section by default. */
  as?: 'section' | 'article' | 'div' | 'li';
  'aria-label'?: string;
  className?: string;
}

/** A bordered surface grouping related content. */
export function Card({
  title,
  headingLevel = 2,
  actions,
  children,
  padding = 'md',
  elevated = false,
  as = 'section',
  'aria-label': ariaLabel,
  className,
}: CardProps) {
  const hasHeader = Boolean(title) || Boolean(actions);
  return (
    <CardRoot as={as} $padding={padding} $elevated={elevated} aria-label={ariaLabel} className={className}>
      {hasHeader && (
        <CardHeader>
          {title && <CardTitle as={`h${headingLevel}`}>{title}</CardTitle>}
          {actions && <CardActions>{actions}</CardActions>}
        </CardHeader>
      )}
      {children}
    </CardRoot>
  );
}
