import { useValidatedForm } from '@salon/ui/forms';
import { Form } from '@salon/ui/forms/Form';
import { FormModal } from '@salon/ui/forms/FormModal';
import { TextField } from '@salon/ui/forms/TextField';
import { validateCategory } from './validate-category';

export interface ProductCategoryFormModalProps {
  open: boolean;
  mode: 'create' | 'update';
  /** The current name (update). */
  initialName?: string;
  /** Called with the trimmed name. */
  onSubmit: (categoryName: string) => void;
  onClose: () => void;
  submitting?: boolean;
  serverError?: string | null;
}

const FORM_ID = 'product-category-form';

/** 'Add New Category' / 'Update Category'. */
export function ProductCategoryFormModal(props: ProductCategoryFormModalProps) {
  return (
    <FormModal
      open={props.open}
      onClose={props.onClose}
      title={props.mode === 'update' ? 'Update Category' : 'Add New Category'}
      size="sm"
      formId={FORM_ID}
      submitLabel={props.mode === 'update' ? 'Update' : 'Submit'}
      submitting={props.submitting}
    >
      <CategoryForm {...props} />
    </FormModal>
  );
}

function CategoryForm({
  initialName = '',
  onSubmit,
  submitting = false,
  serverError,
}: ProductCategoryFormModalProps) {
  const { values, errors, change, handleSubmit } = useValidatedForm(
    { categoryName: initialName },
    validateCategory,
  );
  const submit = handleSubmit(({ categoryName }) => onSubmit(categoryName.trim()));

  return (
    <Form id={FORM_ID} onSubmit={submit} serverError={serverError}>
      <TextField
        label="Category Name"
        id="product-category-name"
        error={errors.categoryName}
        value={values.categoryName}
        disabled={submitting}
        onChange={(categoryName) => change('categoryName', categoryName)}
      />
    </Form>
  );
}
