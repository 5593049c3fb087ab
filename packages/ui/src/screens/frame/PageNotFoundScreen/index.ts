export { PageNotFoundScreen } from './PageNotFoundScreen';
export type { PageNotFoundScreenProps } from './PageNotFoundScreen';
