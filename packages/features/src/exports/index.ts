export { ExportMenuContainer } from './ExportMenuContainer';
export type { ExportMenuContainerProps } from './ExportMenuContainer';
