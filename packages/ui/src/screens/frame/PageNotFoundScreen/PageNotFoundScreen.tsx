import type { FrameLinkComponent, FrameLinkProps } from '../AppFrame';
import { Back, Text, Title, Wrapper } from './PageNotFoundScreen.styles';

export interface PageNotFoundScreenProps {
  /** The dashboard's address. */
  dashboardHref: string;
  /** Renders the link (e.g. a router link taking `href`); a plain `<a>` by default. */
  linkComponent?: FrameLinkComponent;
}

function PlainLink({ href, children, ...rest }: FrameLinkProps) {
  return (
    <a href={href} {...rest}>
      {children}
    </a>
  );
}

/** An address of the dashboard that names no page, shown inside the frame. */
export function PageNotFoundScreen({
  dashboardHref,
  linkComponent: Link = PlainLink,
}: PageNotFoundScreenProps) {
  return (
    <Wrapper aria-labelledby="page-not-found-title">
      <Title id="page-not-found-title">Page not found</Title>
      <Text>There is no page at this address. It may have moved, or the link may be mistyped.</Text>
      <Back>
        <Link href={dashboardHref}>Go to the dashboard</Link>
      </Back>
    </Wrapper>
  );
}
