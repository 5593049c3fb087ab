import type { FrameLinkProps } from '@salon/ui/screens/frame/AppFrame';
import { Link } from 'react-router-dom';

/** The frame's links as router links, so ui stays router-free. */
export function FrameLink({ href, children, ...rest }: FrameLinkProps) {
  return (
    <Link to={href} {...rest}>
      {children}
    </Link>
  );
}
