export { ExportMenuContainer } from './ExportMenuContainer';
export type { ExportMenuContainerProps } from './ExportMenuContainer';
export { ExportButtonContainer } from './ExportButtonContainer';
export type { ExportButtonContainerProps } from './ExportButtonContainer';
