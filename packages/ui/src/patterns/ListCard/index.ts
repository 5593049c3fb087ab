export { ListCard } from './ListCard';
export type { ListCardProps } from './ListCard';
