export { EditableText } from './EditableText';
export type { EditableTextProps } from './EditableText';
