import { PageHeader, splitHeaderProps, type HeaderProps } from '../PageHeader';
import { PagedCards, type PagedCardsProps } from '../PagedCards';
import { Page, type CardsPageGap } from './CardsPage.styles';

export type CardsPageProps<Item> = PagedCardsProps<Item> &
  Omit<HeaderProps, 'listTypeOptions' | 'listTypeValue' | 'onListTypeChange' | 'listTypeLabel'> & {
    /** The space between the header and the cards; default 'md' (a list page's). */
    gap?: CardsPageGap;
    className?: string;
  };

/** A page of cards: the header with its search and add button, then the cards with their pages. */
export function CardsPage<Item>(props: CardsPageProps<Item>) {
  const [header, { gap = 'md', className, ...cards }] = splitHeaderProps(props);
  return (
    <Page $gap={gap} className={className}>
      <PageHeader {...header} />
      <PagedCards {...cards} />
    </Page>
  );
}
