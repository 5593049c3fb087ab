import type { ComponentPropsWithRef, ElementType } from 'react';
import { Hidden } from './VisuallyHidden.styles';

export type VisuallyHiddenProps = ComponentPropsWithRef<'span'> & {
  /** Element to render; a span by default. */
  as?: ElementType;
};

/** Content for screen readers only (a caption, a label for an icon). */
export function VisuallyHidden({ as, ...rest }: VisuallyHiddenProps) {
  return <Hidden as={as} {...rest} />;
}
