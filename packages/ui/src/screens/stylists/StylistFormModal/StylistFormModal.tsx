import { GENDER_OPTIONS, useContactForm } from '@salon/ui/forms';
import { ContactFields } from '@salon/ui/forms/ContactFields';
import { Form } from '@salon/ui/forms/Form';
import { byMode, formModalOf, type FormMode, type FormModalState } from '@salon/ui/forms/FormModal';
import { ImageField } from '@salon/ui/forms/ImageField';
import { PasswordField } from '@salon/ui/forms/PasswordField';
import { SelectField } from '@salon/ui/forms/SelectField';
import { TextAreaField } from '@salon/ui/forms/TextAreaField';
import { validateStylist, type StylistFormValues, type StylistGender } from './validate-stylist';

export interface StylistFormModalProps extends FormModalState {
  /** 'create' shows the password and requires a photo ('Add New Stylist'); 'update' edits ('Update Stylist'). */
  mode: FormMode;
  initialValues: StylistFormValues;
  /** The stored photo's URL when updating. */
  currentPhotoUrl?: string | null;
  /** Called with valid values only; the phone as 10 digits. */
  onSubmit: (values: StylistFormValues) => void;
  /** The server's message (e.g. a taken e-mail), shown in the form. */
  serverError?: string | null;
}

const FORM_ID = 'stylist-form';
/** Add New Stylist / Update Stylist (spec 1 §2, §5). */
export const StylistFormModal = formModalOf(StylistForm, {
  formId: FORM_ID,
  texts: byMode({
    create: { title: 'Add New Stylist', submitLabel: 'Add' },
    update: { title: 'Update Stylist', submitLabel: 'Update' },
  }),
});

function StylistForm({ mode, initialValues, currentPhotoUrl, onSubmit, serverError }: StylistFormModalProps) {
  const { values, errors, change, field, submit } = useContactForm(
    initialValues,
    (next) => validateStylist(next, mode),
    onSubmit,
  );

  return (
    <Form id={FORM_ID} onSubmit={submit} serverError={serverError}>
      <ContactFields idPrefix="stylist" values={values} errors={errors} onChange={change} />
      <SelectField<StylistGender>
        label="Gender"
        id="stylist-gender"
        options={GENDER_OPTIONS}
        placeholder="Select gender"
        {...field('gender')}
      />
      <TextAreaField
        label="Short bio (optional)"
        id="stylist-bio"
        rows={3}
        maxLength={300}
        hint="Shown with the photo on the salon's booking page."
        value={values.bio}
        onChange={(value) => change('bio', value)}
      />
      {mode === 'create' && (
        <PasswordField
          label="Password"
          id="stylist-password"
          autoComplete="new-password"
          {...field('password')}
        />
      )}
      <ImageField
        label="Photo"
        id="stylist-photo"
        error={errors.photo}
        file={values.photo}
        currentUrl={currentPhotoUrl}
        previewAlt="Stylist photo"
        onChange={(photo) => change('photo', photo)}
      />
    </Form>
  );
}
