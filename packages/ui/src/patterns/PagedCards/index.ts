export { PagedCards } from './PagedCards';
export type { PagedCardsProps, PagedCardsState } from './PagedCards';
export type { ItemsState, PagedItemsState } from './cards-state';
