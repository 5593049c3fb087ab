export { ExportButton } from './ExportButton';
export type { ExportButtonProps } from './ExportButton';
