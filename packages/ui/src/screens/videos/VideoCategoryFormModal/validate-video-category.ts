import { isBlank, type FormErrors } from '@salon/ui/forms';

export interface VideoCategoryFormValues {
  categoryName: string;
}

export type VideoCategoryFormErrors = FormErrors<'categoryName'>;

/** Spec 2 §5: 'Please enter category name'. */
export function validateVideoCategory(values: VideoCategoryFormValues): VideoCategoryFormErrors {
  return isBlank(values.categoryName) ? { categoryName: 'Please enter category name' } : {};
}
