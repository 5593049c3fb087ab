/**
 * A card screen's state, its items under the screen's own key:
 * `ItemsState<'promoCodes', PromoCodeCardView>` is loading, an error, or `{ status: 'ready', promoCodes }`.
 */
export type ItemsState<Key extends string, Item, Ready = unknown> =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | ({ status: 'ready' } & { [K in Key]: Item[] } & Ready);

/** The same for a list paged on the server: the ready state also names its page and the page count. */
export type PagedItemsState<Key extends string, Item> = ItemsState<
  Key,
  Item,
  { page: number; pageCount: number }
>;
