import { Fragment } from 'react';
import type { ElementType, ReactNode } from 'react';
import { ErrorText } from '../../primitives/ErrorText';
import { Pagination } from '../../primitives/Pagination';
import { VisuallyHidden } from '../../primitives/VisuallyHidden';
import { EmptyState } from '../EmptyState';
import { CardGrid, Footer } from './PagedCards.styles';

/** The states of a page of cards; a screen's own state (with its items under its own name) fits. */
export type PagedCardsState =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; page?: number; pageCount?: number };

export interface PagedCardsProps<Item> {
  state: PagedCardsState;
  /** The ready state's items. */
  items: readonly Item[];
  /** The cards' grid: each card at least this wide, e.g. '240px'. */
  minCardWidth?: string;
  /** Or the screen's own list element (a styled `ul`) instead of the grid. */
  list?: ElementType;
  /** Names the list of items, e.g. 'Coupons'. */
  label?: string;
  /**
   * Announced while loading, e.g. 'Loading coupons', the placeholders then in a `div`; without it the
   * labelled list itself is busy.
   */
  loadingLabel?: string;
  /** One placeholder card, shown `skeletonCount` times. */
  skeleton: ReactNode;
  skeletonCount: number;
  /** Under the empty state's title, e.g. 'We could not find any coupon data.' */
  emptySubtitle: string;
  /** Default 'No Data Found!'. */
  emptyTitle?: string;
  /** The error on a tinted box. */
  boxedError?: boolean;
  /** One item's card, with its key. */
  renderItem: (item: Item) => ReactNode;
  /** Without it the list is not paged. */
  onPageChange?: (page: number) => void;
  /** The pages at the end of a footer, shown only when there are several (and under an empty state too). */
  pagesInFooter?: boolean;
}

/**
 * The body of a list of cards: placeholders, the error, the empty state, or the cards and the pages.
 * Siblings, not a wrapper: the parent's layout spaces them.
 */
export function PagedCards<Item>({
  state,
  items,
  minCardWidth = '240px',
  list,
  label,
  loadingLabel,
  skeleton,
  skeletonCount,
  emptySubtitle,
  emptyTitle,
  boxedError = false,
  renderItem,
  onPageChange,
  pagesInFooter = false,
}: PagedCardsProps<Item>) {
  const List: ElementType = list ?? CardGrid;
  const gridProps = list ? {} : { $min: minCardWidth };
  if (state.status === 'loading') {
    const skeletons = Array.from({ length: skeletonCount }, (_, i) => (
      <Fragment key={i}>{skeleton}</Fragment>
    ));
    return loadingLabel ? (
      <List as="div" aria-busy="true" {...gridProps}>
        <VisuallyHidden role="status">{loadingLabel}</VisuallyHidden>
        {skeletons}
      </List>
    ) : (
      <List aria-busy="true" aria-label={label} {...gridProps}>
        {skeletons}
      </List>
    );
  }
  if (state.status === 'error') {
    return (
      <ErrorText boxed={boxedError} role="alert">
        {state.message}
      </ErrorText>
    );
  }
  const { page = 1, pageCount = 1 } = state;
  const pages = onPageChange && <Pagination page={page} pageCount={pageCount} onPageChange={onPageChange} />;
  const cards =
    items.length === 0 ? (
      <EmptyState title={emptyTitle} subtitle={emptySubtitle} />
    ) : (
      <List aria-label={label} {...gridProps}>
        {items.map(renderItem)}
      </List>
    );
  if (pagesInFooter) {
    return (
      <>
        {cards}
        {pages && pageCount > 1 && <Footer>{pages}</Footer>}
      </>
    );
  }
  return items.length === 0 ? (
    cards
  ) : (
    <>
      {cards}
      {pages}
    </>
  );
}
