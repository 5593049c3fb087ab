export { TextControlField } from './TextControlField';
export type { TextControlFieldProps } from './TextControlField';
