import { hasErrors } from '@salon/ui/forms';
import { FormField } from '@salon/ui/patterns/FormField';
import { Button } from '@salon/ui/primitives/Button';
import { Modal } from '@salon/ui/primitives/Modal';
import { TextInput } from '@salon/ui/primitives/TextInput';
import { useState, type FormEvent } from 'react';
import { Form, ServerError } from './ProductCategoryFormModal.styles';
import { validateCategory, type CategoryFormErrors } from './validate-category';

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
    <Modal
      open={props.open}
      onClose={props.onClose}
      title={props.mode === 'update' ? 'Update Category' : 'Add New Category'}
      size="sm"
      dismissible={!props.submitting}
      footer={
        <>
          <Button variant="secondary" onClick={props.onClose} disabled={props.submitting}>
            Cancel
          </Button>
          <Button type="submit" form={FORM_ID} loading={props.submitting}>
            {props.mode === 'update' ? 'Update' : 'Submit'}
          </Button>
        </>
      }
    >
      {props.open && <CategoryForm {...props} />}
    </Modal>
  );
}

function CategoryForm({
  initialName = '',
  onSubmit,
  submitting = false,
  serverError,
}: ProductCategoryFormModalProps) {
  const [categoryName, setCategoryName] = useState(initialName);
  const [errors, setErrors] = useState<CategoryFormErrors>({});
  const [submitted, setSubmitted] = useState(false);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validateCategory({ categoryName });
    setSubmitted(true);
    setErrors(found);
    if (!hasErrors(found)) onSubmit(categoryName.trim());
  };

  return (
    <Form id={FORM_ID} noValidate onSubmit={submit}>
      {serverError && <ServerError role="alert">{serverError}</ServerError>}
      <FormField label="Category Name" htmlFor="product-category-name" error={errors.categoryName}>
        {(control) => (
          <TextInput
            {...control}
            value={categoryName}
            disabled={submitting}
            onChange={(event) => {
              setCategoryName(event.target.value);
              if (submitted) setErrors(validateCategory({ categoryName: event.target.value }));
            }}
          />
        )}
      </FormField>
    </Form>
  );
}
