import { isBlank, type FormErrors } from '@salon/ui/forms';

export interface CategoryFormValues {
  categoryName: string;
}

export type CategoryFormErrors = FormErrors<keyof CategoryFormValues>;

export const CATEGORY_NAME_MAX = 60;

/** Spec 2 §5 category check, plus the length the server accepts. */
export function validateCategory(values: CategoryFormValues): CategoryFormErrors {
  const name = values.categoryName.trim();
  if (isBlank(name)) return { categoryName: 'Please enter category name' };
  if (name.length > CATEGORY_NAME_MAX) {
    return { categoryName: `Category name cannot exceed ${CATEGORY_NAME_MAX} characters` };
  }
  return {};
}
