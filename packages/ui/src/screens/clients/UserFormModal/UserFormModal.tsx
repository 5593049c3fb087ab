import { contactPayload, useValidatedForm } from '@salon/ui/forms';
import { FieldRow } from '@salon/ui/forms/FieldRow';
import { Form } from '@salon/ui/forms/Form';
import { byMode, formModalOf, type FormMode, type FormModalState } from '@salon/ui/forms/FormModal';
import { PhoneField } from '@salon/ui/forms/PhoneField';
import { SelectField } from '@salon/ui/forms/SelectField';
import { TextAreaField } from '@salon/ui/forms/TextAreaField';
import { TextField } from '@salon/ui/forms/TextField';
import type { SelectOption } from '@salon/ui/primitives/Select';
import { validateUser, type UserFormValues } from './validate-user';

export interface UserFormModalProps extends FormModalState {
  /** 'update' edits an existing user (heading 'Update User'); 'create' adds one ('Add New User'). */
  mode: FormMode;
  initialValues: UserFormValues;
  /** The salon's enabled stylists. */
  stylistOptions: readonly SelectOption<string>[];
  stylistsLoading?: boolean;
  /** Called with valid values only; the phone as 10 digits and texts trimmed. */
  onSubmit: (values: UserFormValues) => void;
  /** The server's message (e.g. an e-mail already in use), shown in the form. */
  serverError?: string | null;
}

export const EMPTY_USER_FORM: UserFormValues = {
  name: '',
  email: '',
  phone: '',
  gender: null,
  stylist: null,
  clientNote: '',
};

const GENDER_OPTIONS: SelectOption<'male' | 'female'>[] = [
  { value: 'male', label: 'Male' },
  { value: 'female', label: 'Female' },
];

const FORM_ID = 'user-form';

/** The shared Add/Update User modal (spec 1 §2, validation §5). */
export const UserFormModal = formModalOf(UserForm, {
  formId: FORM_ID,
  size: 'lg',
  texts: byMode({
    create: { title: 'Add New User', submitLabel: 'Submit' },
    update: { title: 'Update User', submitLabel: 'Update' },
  }),
});

function UserForm({
  initialValues,
  stylistOptions,
  stylistsLoading = false,
  onSubmit,
  serverError,
}: UserFormModalProps) {
  const { field, handleSubmit } = useValidatedForm(initialValues, validateUser);
  const submit = handleSubmit((valid) =>
    onSubmit({
      ...valid,
      ...contactPayload(valid),
      clientNote: valid.clientNote.trim(),
    }),
  );

  return (
    <Form id={FORM_ID} onSubmit={submit} serverError={serverError}>
      <FieldRow>
        <TextField label="Name" id="user-name" autoComplete="off" {...field('name')} />
        <TextField label="Email" id="user-email" type="email" autoComplete="off" {...field('email')} />
      </FieldRow>
      <FieldRow>
        <PhoneField label="Phone" id="user-phone" autoComplete="off" {...field('phone')} />
        <SelectField<'male' | 'female'>
          label="Gender"
          id="user-gender"
          options={GENDER_OPTIONS}
          placeholder="Select gender"
          isSearchable={false}
          {...field('gender')}
        />
      </FieldRow>
      <SelectField<string>
        label="Stylist"
        id="user-stylist"
        options={stylistOptions}
        placeholder="Select stylist"
        isClearable
        isLoading={stylistsLoading}
        noOptionsMessage="No stylists found"
        {...field('stylist')}
      />
      <TextAreaField label="Notes" id="user-notes" rows={3} maxLength={1000} {...field('clientNote')} />
    </Form>
  );
}
