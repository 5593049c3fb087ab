export { CardsPage } from './CardsPage';
export type { CardsPageProps } from './CardsPage';
export type { PagedSearchProps } from './paged-search-props';
