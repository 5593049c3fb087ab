export { TextInput } from './TextInput';
export type { TextInputProps } from './TextInput';
export { inputCss } from './TextInput.styles';
