export { PagedCards } from './PagedCards';
export type { PagedCardsProps, PagedCardsState } from './PagedCards';
