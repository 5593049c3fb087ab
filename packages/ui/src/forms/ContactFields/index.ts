export { ContactFields } from './ContactFields';
export type { ContactFieldsProps } from './ContactFields';
