export { PlaceFields } from './PlaceFields';
export type { PlaceFieldsProps } from './PlaceFields';
