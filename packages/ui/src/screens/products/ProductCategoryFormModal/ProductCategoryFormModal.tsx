import { useValidatedForm } from '@salon/ui/forms';
import { Form } from '@salon/ui/forms/Form';
import { byMode, formModalOf, type FormMode, type FormModalState } from '@salon/ui/forms/FormModal';
import { TextField } from '@salon/ui/forms/TextField';
import { validateCategory } from './validate-category';

export interface ProductCategoryFormModalProps extends FormModalState {
  mode: FormMode;
  /** The current name (update). */
  initialName?: string;
  /** Called with the trimmed name. */
  onSubmit: (categoryName: string) => void;
}

const FORM_ID = 'product-category-form';

/** 'Add New Category' / 'Update Category'. */
export const ProductCategoryFormModal = formModalOf(CategoryForm, {
  formId: FORM_ID,
  size: 'sm',
  texts: byMode({
    create: { title: 'Add New Category', submitLabel: 'Submit' },
    update: { title: 'Update Category', submitLabel: 'Update' },
  }),
});

function CategoryForm({ initialName = '', onSubmit, serverError }: ProductCategoryFormModalProps) {
  const { field, handleSubmit } = useValidatedForm({ categoryName: initialName }, validateCategory);
  const submit = handleSubmit(({ categoryName }) => onSubmit(categoryName.trim()));

  return (
    <Form id={FORM_ID} onSubmit={submit} serverError={serverError}>
      <TextField label="Category Name" id="product-category-name" {...field('categoryName')} />
    </Form>
  );
}
