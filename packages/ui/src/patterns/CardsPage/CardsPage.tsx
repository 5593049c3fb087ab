import { PageHeader, type PageHeaderProps } from '../PageHeader';
import { PagedCards, type PagedCardsProps } from '../PagedCards';
import { Page, type CardsPageGap } from './CardsPage.styles';

export type CardsPageProps<Item> = PagedCardsProps<Item> &
  Pick<
    PageHeaderProps,
    'title' | 'searchValue' | 'onSearchChange' | 'searchPlaceholder' | 'addLabel' | 'onAdd'
  > & {
    /** The space between the header and the cards; default 'md' (a list page's). */
    gap?: CardsPageGap;
    className?: string;
  };

/** A page of cards: the header with its search and add button, then the cards with their pages. */
export function CardsPage<Item>({
  title,
  searchValue,
  onSearchChange,
  searchPlaceholder,
  addLabel,
  onAdd,
  gap = 'md',
  className,
  ...cards
}: CardsPageProps<Item>) {
  return (
    <Page $gap={gap} className={className}>
      <PageHeader
        title={title}
        searchValue={searchValue}
        onSearchChange={onSearchChange}
        searchPlaceholder={searchPlaceholder}
        addLabel={addLabel}
        onAdd={onAdd}
      />
      <PagedCards {...cards} />
    </Page>
  );
}
