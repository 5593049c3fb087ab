import { contactPayload, GENDER_OPTIONS, useValidatedForm } from '@salon/ui/forms';
import { Form } from '@salon/ui/forms/Form';
import { FormModal, type FormModalState } from '@salon/ui/forms/FormModal';
import { PasswordField } from '@salon/ui/forms/PasswordField';
import { PhoneField } from '@salon/ui/forms/PhoneField';
import { SelectField } from '@salon/ui/forms/SelectField';
import { TextField } from '@salon/ui/forms/TextField';
import { Row } from './CreateAccountModal.styles';
import {
  validateCreateAccount,
  type CreateAccountGender,
  type CreateAccountValues,
} from './validate-create-account';

/** What the form sends: the spec's sign-up payload plus the gender, the phone as 10 digits. */
export interface CreateAccountSubmit {
  name: string;
  email: string;
  phone: string;
  gender: CreateAccountGender;
  password: string;
}

export interface CreateAccountModalProps extends FormModalState {
  /** Called with valid values only. */
  onSubmit: (values: CreateAccountSubmit) => void;
  /** The server's message (e.g. too many sign-ups from this address). */
  serverError?: string | null;
}

const EMPTY: CreateAccountValues = { name: '', email: '', phone: '', gender: '', password: '' };
const FORM_ID = 'create-account-form';

/** Create Account on a salon's site: name, e-mail, phone, gender and a password. */
export function CreateAccountModal(props: CreateAccountModalProps) {
  return (
    <FormModal {...props} title="Create Account" formId={FORM_ID} submitLabel="Create Account">
      <CreateAccountForm {...props} />
    </FormModal>
  );
}

function CreateAccountForm({ onSubmit, submitting = false, serverError }: CreateAccountModalProps) {
  const { values, errors, change, field, handleSubmit } = useValidatedForm(EMPTY, validateCreateAccount);
  const submit = handleSubmit((valid) => {
    if (valid.gender === '') return;
    onSubmit({
      ...contactPayload(valid),
      gender: valid.gender,
      password: valid.password,
    });
  });

  return (
    <Form id={FORM_ID} onSubmit={submit} serverError={serverError} submitting={submitting}>
      <TextField label="Name" id="create-account-name" autoComplete="name" {...field('name')} />
      <TextField
        label="Email"
        id="create-account-email"
        type="email"
        autoComplete="email"
        {...field('email')}
      />
      <Row>
        <PhoneField label="Phone" id="create-account-phone" {...field('phone')} />
        <SelectField<CreateAccountGender>
          label="Gender"
          id="create-account-gender"
          options={GENDER_OPTIONS}
          value={values.gender === '' ? null : values.gender}
          placeholder="Select gender"
          isSearchable={false}
          error={errors.gender}
          onChange={(gender) => change('gender', gender ?? '')}
        />
      </Row>
      <PasswordField
        label="Password"
        id="create-account-password"
        autoComplete="new-password"
        hint="At least 8 characters, with a letter, a digit and one of $@!%*?&"
        {...field('password')}
      />
    </Form>
  );
}
