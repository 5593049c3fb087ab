import { useContactForm } from '@salon/ui/forms';
import { ContactFields } from '@salon/ui/forms/ContactFields';
import { Form } from '@salon/ui/forms/Form';
import { formModalOf, type FormModalState } from '@salon/ui/forms/FormModal';
import { SelectField } from '@salon/ui/forms/SelectField';
import { validateProfile, type ProfileFormValues } from './validate-profile';

export interface ServiceOption {
  value: string;
  label: string;
}

export interface ProfileFormModalProps extends FormModalState {
  /** The profile as it is now. */
  initialValues: ProfileFormValues;
  /** Given for stylists: the services field shows and at least one is required. */
  serviceOptions?: ServiceOption[];
  /** Called with valid values only; the phone as 10 digits. */
  onSubmit: (values: ProfileFormValues) => void;
  /** The server's message, shown in the form. */
  serverError?: string | null;
}

const FORM_ID = 'profile-form';
const AUTOCOMPLETE = { name: 'name', email: 'email', address: 'street-address' };

/** 'Edit Profile': name, email, phone, address, and services for stylists. */
export const ProfileFormModal = formModalOf(ProfileForm, {
  formId: FORM_ID,
  texts: { title: 'Edit Profile', submitLabel: 'Save' },
});

function ProfileForm({ initialValues, serviceOptions, onSubmit, serverError }: ProfileFormModalProps) {
  const requireServices = serviceOptions !== undefined;
  const { values, errors, change, field, submit } = useContactForm(
    initialValues,
    (next) => validateProfile(next, { requireServices }),
    onSubmit,
  );

  return (
    <Form id={FORM_ID} onSubmit={submit} serverError={serverError}>
      <ContactFields
        idPrefix="profile"
        values={values}
        errors={errors}
        autoComplete={AUTOCOMPLETE}
        onChange={change}
      />
      {serviceOptions && (
        <SelectField<string>
          label="Services"
          id="profile-services"
          isMulti
          options={serviceOptions}
          placeholder="Select services"
          {...field('services')}
        />
      )}
    </Form>
  );
}
