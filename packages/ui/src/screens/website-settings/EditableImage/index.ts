export { EditableImage } from './EditableImage';
export type { EditableImageProps } from './EditableImage';
export { FILE_TYPE_NOT_PERMITTED, IMAGE_TYPES, imageFileError } from './image-file-error';
