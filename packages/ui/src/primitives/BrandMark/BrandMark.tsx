export interface BrandMarkProps {
  /** Width and height in pixels. */
  size?: number;
}

/**
 * The product's mark: a pair of scissors on the brand colour, the same drawing as the apps' favicon
 * (`apps/*\/public/favicon.svg`). Decorative: the product name beside it is the text.
 */
export function BrandMark({ size = 40 }: BrandMarkProps) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="8" fill="#5b21b6" />
      <g fill="none" stroke="#fff" strokeWidth="2.2" strokeLinecap="round">
        <circle cx="10" cy="22" r="3.5" />
        <circle cx="22" cy="22" r="3.5" />
        <path d="M12.5 19.5 23 7M19.5 19.5 9 7" />
      </g>
    </svg>
  );
}
