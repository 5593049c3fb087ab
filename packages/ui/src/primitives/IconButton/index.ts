export { IconButton } from './IconButton';
export type { IconButtonProps } from './IconButton';
export type { IconButtonSize, IconButtonVariant } from './IconButton.styles';
