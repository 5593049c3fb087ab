export { EditableBlock } from './EditableBlock';
export type { EditableBlockProps, EditableBlockTone } from './EditableBlock';
