export { CardsPage } from './CardsPage';
export type { CardsPageProps } from './CardsPage';
