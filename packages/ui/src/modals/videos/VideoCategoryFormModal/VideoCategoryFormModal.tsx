import { hasErrors } from '@salon/ui/forms';
import { FormField } from '@salon/ui/patterns/FormField';
import { Button } from '@salon/ui/primitives/Button';
import { Modal } from '@salon/ui/primitives/Modal';
import { TextInput } from '@salon/ui/primitives/TextInput';
import { useState, type FormEvent } from 'react';
import { Form, ServerError } from './VideoCategoryFormModal.styles';
import {
  validateVideoCategory,
  type VideoCategoryFormErrors,
  type VideoCategoryFormValues,
} from './validate-video-category';

export interface VideoCategoryFormModalProps {
  open: boolean;
  onClose: () => void;
  mode: 'create' | 'update';
  initialValues: VideoCategoryFormValues;
  onSubmit: (values: VideoCategoryFormValues) => void;
  submitting?: boolean;
  serverError?: string | null;
}

const FORM_ID = 'video-category-form';

/** Add/update of a video category: 'Add New Category' / 'Update Category'. */
export function VideoCategoryFormModal(props: VideoCategoryFormModalProps) {
  return (
    <Modal
      open={props.open}
      onClose={props.onClose}
      title={props.mode === 'create' ? 'Add New Category' : 'Update Category'}
      dismissible={!props.submitting}
      footer={
        <>
          <Button variant="secondary" onClick={props.onClose} disabled={props.submitting}>
            Cancel
          </Button>
          <Button type="submit" form={FORM_ID} loading={props.submitting}>
            {props.mode === 'create' ? 'Add' : 'Update'}
          </Button>
        </>
      }
    >
      {props.open && <CategoryForm {...props} />}
    </Modal>
  );
}

function CategoryForm({
  initialValues,
  onSubmit,
  submitting = false,
  serverError,
}: VideoCategoryFormModalProps) {
  const [values, setValues] = useState(initialValues);
  const [errors, setErrors] = useState<VideoCategoryFormErrors>({});
  const [submitted, setSubmitted] = useState(false);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validateVideoCategory(values);
    setSubmitted(true);
    setErrors(found);
    if (!hasErrors(found)) onSubmit({ categoryName: values.categoryName.trim() });
  };

  return (
    <Form id={FORM_ID} noValidate onSubmit={submit}>
      {serverError && <ServerError role="alert">{serverError}</ServerError>}
      <FormField label="Category Name" htmlFor="video-category-name" error={errors.categoryName} required>
        {(control) => (
          <TextInput
            {...control}
            maxLength={60}
            value={values.categoryName}
            disabled={submitting}
            onChange={(event) => {
              const next = { categoryName: event.target.value };
              setValues(next);
              if (submitted) setErrors(validateVideoCategory(next));
            }}
          />
        )}
      </FormField>
    </Form>
  );
}
