import { useValidatedForm } from '@salon/ui/forms';
import { FieldRow } from '@salon/ui/forms/FieldRow';
import { Form } from '@salon/ui/forms/Form';
import { byMode, formModalOf, type FormMode, type FormModalState } from '@salon/ui/forms/FormModal';
import { SelectField } from '@salon/ui/forms/SelectField';
import { TextAreaField } from '@salon/ui/forms/TextAreaField';
import { TextField } from '@salon/ui/forms/TextField';
import { CALENDAR_CHOICES, validatePackage, type PackageFormValues } from './validate-package';

export interface PackageFormModalProps extends FormModalState {
  /** 'update' edits name, description and calendars; prices are set on create only. */
  mode: FormMode;
  initialValues: PackageFormValues;
  /** Called with valid values only, texts trimmed. */
  onSubmit: (values: PackageFormValues) => void;
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
export const PackageFormModal = formModalOf(PackageForm, {
  formId: FORM_ID,
  texts: byMode({
    create: { title: 'Add New Package', submitLabel: 'Submit' },
    update: { title: 'Update Package', submitLabel: 'Submit' },
  }),
});

function PackageForm({ mode, initialValues, onSubmit, serverError }: PackageFormModalProps) {
  const { values, change, field, handleSubmit } = useValidatedForm(initialValues, (next: PackageFormValues) =>
    validatePackage(next, mode),
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
      <TextField label="Name" id="package-name" autoComplete="off" {...field('name')} />
      <TextAreaField label="Description" id="package-description" {...field('description')} />
      <SelectField<number>
        label="Maximum Calendars"
        id="package-calendars"
        hint={`Users: ${values.calendars} (one per calendar)`}
        options={calendarOptions}
        value={values.calendars}
        isSearchable={false}
        onChange={(calendars) => change('calendars', calendars ?? 1)}
      />
      {mode === 'create' && (
        <FieldRow minFieldWidth="min(100%, 180px)">
          <TextField
            label="Monthly Price ($)"
            id="package-monthly-price"
            inputMode="decimal"
            autoComplete="off"
            {...field('monthlyPrice')}
          />
          <TextField
            label="Annual Price ($)"
            id="package-annual-price"
            inputMode="decimal"
            autoComplete="off"
            {...field('annualPrice')}
          />
        </FieldRow>
      )}
    </Form>
  );
}
