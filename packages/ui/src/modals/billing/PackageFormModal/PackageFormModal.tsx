import { useValidatedForm } from '@salon/ui/forms';
import { Form } from '@salon/ui/forms/Form';
import { FormModal } from '@salon/ui/forms/FormModal';
import { SelectField } from '@salon/ui/forms/SelectField';
import { TextAreaField } from '@salon/ui/forms/TextAreaField';
import { TextField } from '@salon/ui/forms/TextField';
import { Row } from './PackageFormModal.styles';
import { CALENDAR_CHOICES, validatePackage, type PackageFormValues } from './validate-package';

export interface PackageFormModalProps {
  open: boolean;
  onClose: () => void;
  /** 'update' edits name, description and calendars; prices are set on create only. */
  mode: 'create' | 'update';
  initialValues: PackageFormValues;
  /** Called with valid values only, texts trimmed. */
  onSubmit: (values: PackageFormValues) => void;
  submitting?: boolean;
  serverError?: string | null;
}

export const EMPTY_PACKAGE_FORM: PackageFormValues = {
  name: '',
  description: '',
  calendars: 1,
  monthlyPrice: '',
  annualPrice: '',
};

const FORM_ID = 'package-form';
const calendarOptions = CALENDAR_CHOICES.map((value) => ({ value, label: String(value) }));

/** The Add New Package / Update Package modal (spec 2 §3 "Subscription package", §5). */
export function PackageFormModal(props: PackageFormModalProps) {
  return (
    <FormModal
      open={props.open}
      onClose={props.onClose}
      title={props.mode === 'update' ? 'Update Package' : 'Add New Package'}
      formId={FORM_ID}
      submitLabel="Submit"
      submitting={props.submitting}
    >
      <PackageForm {...props} />
    </FormModal>
  );
}

function PackageForm({
  mode,
  initialValues,
  onSubmit,
  submitting = false,
  serverError,
}: PackageFormModalProps) {
  const { values, errors, change, handleSubmit } = useValidatedForm(
    initialValues,
    (next: PackageFormValues) => validatePackage(next, mode),
  );
  const submit = handleSubmit((valid) =>
    onSubmit({
      ...valid,
      name: valid.name.trim(),
      description: valid.description.trim(),
      monthlyPrice: valid.monthlyPrice.trim(),
      annualPrice: valid.annualPrice.trim(),
    }),
  );

  return (
    <Form id={FORM_ID} onSubmit={submit} serverError={serverError}>
      <TextField
        label="Name"
        id="package-name"
        error={errors.name}
        autoComplete="off"
        value={values.name}
        disabled={submitting}
        onChange={(value) => change('name', value)}
      />
      <TextAreaField
        label="Description"
        id="package-description"
        error={errors.description}
        value={values.description}
        disabled={submitting}
        onChange={(value) => change('description', value)}
      />
      <SelectField<number>
        label="Maximum Calendars"
        id="package-calendars"
        hint={`Users: ${values.calendars} (one per calendar)`}
        options={calendarOptions}
        value={values.calendars}
        isSearchable={false}
        isDisabled={submitting}
        onChange={(calendars) => change('calendars', calendars ?? 1)}
      />
      {mode === 'create' && (
        <Row>
          <TextField
            label="Monthly Price ($)"
            id="package-monthly-price"
            error={errors.monthlyPrice}
            inputMode="decimal"
            autoComplete="off"
            value={values.monthlyPrice}
            disabled={submitting}
            onChange={(value) => change('monthlyPrice', value)}
          />
          <TextField
            label="Annual Price ($)"
            id="package-annual-price"
            error={errors.annualPrice}
            inputMode="decimal"
            autoComplete="off"
            value={values.annualPrice}
            disabled={submitting}
            onChange={(value) => change('annualPrice', value)}
          />
        </Row>
      )}
    </Form>
  );
}
