export { TitledPage } from './TitledPage';
export type { TitledPageProps } from './TitledPage';
