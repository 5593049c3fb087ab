import { VisuallyHidden } from '../VisuallyHidden';
import { Ring } from './Spinner.styles';
import type { SpinnerSize } from './Spinner.styles';

export interface SpinnerProps {
  size?: SpinnerSize;
  /** Announced to screen readers. Ignored when `decorative`. */
  label?: string;
  /** Hide from assistive technology, e.g. inside a button that already sets aria-busy. */
  decorative?: boolean;
  className?: string;
}

/** An indeterminate loading indicator; inherits the text colour. */
export function Spinner({ size = 'md', label = 'Loading', decorative = false, className }: SpinnerProps) {
  if (decorative) return <Ring $size={size} aria-hidden="true" className={className} />;
  return (
    <span role="status" className={className}>
      <Ring $size={size} aria-hidden="true" />
      <VisuallyHidden>{label}</VisuallyHidden>
    </span>
  );
}
