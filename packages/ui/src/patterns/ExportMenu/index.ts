export { ExportMenu, formatReceived } from './ExportMenu';
export type { ExportChoice, ExportMenuProps, ExportState } from './ExportMenu';
