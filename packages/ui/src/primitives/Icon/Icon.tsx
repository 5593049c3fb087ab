import { iconPaths } from './icon-paths';
import type { IconName } from './icon-paths';
import { Svg } from './Icon.styles';

export interface IconProps {
  name: IconName;
  /** Width and height in px. */
  size?: number;
  /** When given, the icon is announced (role="img"); otherwise it is decorative and hidden. */
  title?: string;
  strokeWidth?: number;
  className?: string;
}

/** A small inline SVG icon drawn in the current text colour. */
export function Icon({ name, size = 20, title, strokeWidth = 2, className }: IconProps) {
  const labelled = title !== undefined && title !== '';
  return (
    <Svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      focusable="false"
      className={className}
      {...(labelled ? { role: 'img', 'aria-label': title } : { 'aria-hidden': true })}
    >
      {iconPaths[name].map((d) => (
        <path key={d} d={d} />
      ))}
    </Svg>
  );
}
