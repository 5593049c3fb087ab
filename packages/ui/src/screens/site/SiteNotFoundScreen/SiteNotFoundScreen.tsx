import { Actions, Code, Main, Message, Title } from './SiteNotFoundScreen.styles';

export interface SiteNotFoundScreenProps {
  /** Where the visitor can go instead, such as the platform's home page. */
  homeHref: string;
}

/** `/salon/404`: the address names no salon, or the salon is no longer online. */
export function SiteNotFoundScreen({ homeHref }: SiteNotFoundScreenProps) {
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
