export { ImageField } from './ImageField';
export type { ImageFieldProps } from './ImageField';
