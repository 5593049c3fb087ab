export { ColorEditor, normaliseHex } from './ColorEditor';
export type { ColorEditorProps } from './ColorEditor';
