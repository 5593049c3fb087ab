import { Bone, Lines } from './Skeleton.styles';
import type { SkeletonShape } from './Skeleton.styles';

export interface SkeletonProps {
  shape?: SkeletonShape;
  /** CSS width (number = px). Defaults: block/text 100%, circle 40px. */
  width?: number | string;
  /** CSS height (number = px). Defaults: block 80px, text 1em, circle = width. */
  height?: number | string;
  /** For shape 'text': number of lines; the last one is shorter. */
  lines?: number;
  className?: string;
}

const toCss = (v: number | string) => (typeof v === 'number' ? `${v}px` : v);

/**
 * A placeholder while content loads. Decorative (aria-hidden): the loading region should carry
 * aria-busy or a status message. The pulse stops under prefers-reduced-motion.
 */
export function Skeleton({ shape = 'block', width, height, lines = 1, className }: SkeletonProps) {
  const w = toCss(width ?? (shape === 'circle' ? 40 : '100%'));
  const h = toCss(height ?? (shape === 'circle' ? (width ?? 40) : shape === 'text' ? '1em' : 80));
  if (shape === 'text' && lines > 1) {
    return (
      <Lines aria-hidden="true" className={className}>
        {Array.from({ length: lines }, (_, i) => (
          <Bone key={i} $shape="text" $width={i === lines - 1 ? '60%' : w} $height={h} />
        ))}
      </Lines>
    );
  }
  return <Bone aria-hidden="true" $shape={shape} $width={w} $height={h} className={className} />;
}
