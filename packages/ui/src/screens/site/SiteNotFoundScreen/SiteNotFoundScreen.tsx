import { Actions, Code, Main, Message, PageBox, Title } from './SiteNotFoundScreen.styles';

export interface SiteNotFoundScreenProps {
  /** Where the visitor can go instead: the platform's home page, or the salon's home for a page. */
  homeHref: string;
  /**
   * `salon` (default): `/salon/404`, the whole page. `page`: an address inside a salon's site that names
   * no page, product, order or payment, drawn inside the site's frame (its header and footer).
   */
  kind?: 'salon' | 'page';
}

/** The site's not-found page (the server answers its address with HTTP 404). */
export function SiteNotFoundScreen({ homeHref, kind = 'salon' }: SiteNotFoundScreenProps) {
  if (kind === 'page') {
    return (
      <PageBox aria-labelledby="not-found-title">
        <Code aria-hidden="true">404</Code>
        <Title id="not-found-title">Page not found</Title>
        <Message>This page does not exist, or it is no longer available.</Message>
        <Actions>
          <a href={homeHref}>Go to the salon&apos;s home page</a>
        </Actions>
      </PageBox>
    );
  }
  return (
    <Main>
      <Code aria-hidden="true">404</Code>
      <Title>Salon not found</Title>
      <Message>The salon you are looking for does not exist or is no longer taking bookings online.</Message>
      <Actions>
        <a href={homeHref}>Go to the home page</a>
      </Actions>
    </Main>
  );
}
