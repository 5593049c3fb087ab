import { useContactForm } from '@salon/ui/forms';
import { ContactFields } from '@salon/ui/forms/ContactFields';
import { FieldRow } from '@salon/ui/forms/FieldRow';
import { Form } from '@salon/ui/forms/Form';
import { byMode, formModalOf, type FormMode, type FormModalState } from '@salon/ui/forms/FormModal';
import { ImageField } from '@salon/ui/forms/ImageField';
import { PasswordField } from '@salon/ui/forms/PasswordField';
import { PlaceFields } from '../../onboarding/PlaceFields';
import { validateSalon, type SalonFormValues } from './validate-salon';

export interface SalonFormModalProps extends FormModalState {
  /** 'create' shows the password and requires a logo ('Add New Salon'); 'update' edits ('Update Salon'). */
  mode: FormMode;
  initialValues: SalonFormValues;
  /** The stored logo's URL when updating. */
  currentLogoUrl?: string | null;
  /** Called with valid values only; the phone as 10 digits. */
  onSubmit: (values: SalonFormValues) => void;
  /** The server's message (e.g. a taken e-mail), shown in the form. */
  serverError?: string | null;
  /** The browser's zone: a country that has it keeps it when chosen. */
  browserZone?: string;
}

const FORM_ID = 'salon-form';

/** Add New Salon / Update Salon (spec 2 "Salon", spec 1 §5); creating also creates the owner account. */
export const SalonFormModal = formModalOf(SalonForm, {
  formId: FORM_ID,
  texts: byMode({
    create: { title: 'Add New Salon', submitLabel: 'Add' },
    update: { title: 'Update Salon', submitLabel: 'Update' },
  }),
});

function SalonForm({
  mode,
  initialValues,
  currentLogoUrl,
  onSubmit,
  serverError,
  browserZone,
}: SalonFormModalProps) {
  const { values, errors, change, update, field, submit } = useContactForm(
    initialValues,
    (next) => validateSalon(next, mode),
    onSubmit,
  );

  return (
    <Form id={FORM_ID} onSubmit={submit} serverError={serverError}>
      <ContactFields idPrefix="salon" values={values} errors={errors} onChange={change} />
      <ImageField
        label="Logo"
        id="salon-logo"
        error={errors.logo}
        file={values.logo}
        currentUrl={currentLogoUrl}
        previewAlt="Salon logo"
        onChange={(logo) => change('logo', logo)}
      />
      {mode === 'create' && (
        <PasswordField
          label="Password"
          id="salon-password"
          autoComplete="new-password"
          {...field('password')}
        />
      )}
      {mode === 'create' && (
        <div role="group" aria-label="Where the salon is">
          <FieldRow>
            <PlaceFields
              idPrefix="salon"
              values={values}
              errors={errors}
              browserZone={browserZone}
              onChange={(place) => update({ ...values, ...place })}
            />
          </FieldRow>
        </div>
      )}
    </Form>
  );
}
