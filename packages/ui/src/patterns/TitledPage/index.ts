export { TitledPage } from './TitledPage';
export type { TitledPageProps } from './TitledPage';
export { PageActions } from './TitledPage.styles';
