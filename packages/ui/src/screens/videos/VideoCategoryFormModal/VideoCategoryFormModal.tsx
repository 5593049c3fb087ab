import { useValidatedForm } from '@salon/ui/forms';
import { Form } from '@salon/ui/forms/Form';
import { byMode, formModalOf, type FormMode, type FormModalState } from '@salon/ui/forms/FormModal';
import { TextField } from '@salon/ui/forms/TextField';
import { validateVideoCategory, type VideoCategoryFormValues } from './validate-video-category';

export interface VideoCategoryFormModalProps extends FormModalState {
  mode: FormMode;
  initialValues: VideoCategoryFormValues;
  onSubmit: (values: VideoCategoryFormValues) => void;
}

const FORM_ID = 'video-category-form';

/** Add/update of a video category: 'Add New Category' / 'Update Category'. */
export const VideoCategoryFormModal = formModalOf(CategoryForm, {
  formId: FORM_ID,
  texts: byMode({
    create: { title: 'Add New Category', submitLabel: 'Add' },
    update: { title: 'Update Category', submitLabel: 'Update' },
  }),
});

function CategoryForm({ initialValues, onSubmit, serverError }: VideoCategoryFormModalProps) {
  const { values, errors, update, handleSubmit } = useValidatedForm(initialValues, validateVideoCategory);
  const submit = handleSubmit(({ categoryName }) => onSubmit({ categoryName: categoryName.trim() }));

  return (
    <Form id={FORM_ID} onSubmit={submit} serverError={serverError}>
      <TextField
        label="Category Name"
        id="video-category-name"
        error={errors.categoryName}
        required
        maxLength={60}
        value={values.categoryName}
        onChange={(categoryName) => update({ categoryName })}
      />
    </Form>
  );
}
