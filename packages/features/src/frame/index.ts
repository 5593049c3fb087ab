export { AdminFrameContainer } from './AdminFrameContainer';
export { PageNotFoundPage } from './PageNotFoundPage';
