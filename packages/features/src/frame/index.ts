export { AdminFrameContainer } from './AdminFrameContainer';
export { PlaceholderPage } from './PlaceholderPage';
export type { PlaceholderPageProps } from './PlaceholderPage';
