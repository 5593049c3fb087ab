import { phoneDigits, useValidatedForm } from '@salon/ui/forms';
import { FieldRow } from '@salon/ui/forms/FieldRow';
import { Form } from '@salon/ui/forms/Form';
import { byMode, formModalOf, type FormMode, type FormModalState } from '@salon/ui/forms/FormModal';
import { PhoneField } from '@salon/ui/forms/PhoneField';
import { TextField } from '@salon/ui/forms/TextField';
import { validateCompany, type CompanyFormValues } from './validate-company';

export interface CompanyFormModalProps extends FormModalState {
  /** 'update' edits a company (heading 'Update Company'); 'create' adds one ('Add Company'). */
  mode: FormMode;
  initialValues: CompanyFormValues;
  /** Called with valid values only; the phone as 10 digits and texts trimmed. */
  onSubmit: (values: CompanyFormValues) => void;
  /** The server's message (e.g. an e-mail already in use), shown in the form. */
  serverError?: string | null;
}

export const EMPTY_COMPANY_FORM: CompanyFormValues = { name: '', email: '', phone: '', address: '' };

const FORM_ID = 'company-form';

/** The shared Add/Update Company modal (spec 1 §5 "Company"). */
export const CompanyFormModal = formModalOf(CompanyForm, {
  formId: FORM_ID,
  texts: byMode({
    create: { title: 'Add Company', submitLabel: 'Submit' },
    update: { title: 'Update Company', submitLabel: 'Update' },
  }),
});

function CompanyForm({ initialValues, onSubmit, serverError }: CompanyFormModalProps) {
  const { field, handleSubmit } = useValidatedForm(initialValues, validateCompany);
  const submit = handleSubmit((valid) =>
    onSubmit({
      name: valid.name.trim(),
      email: valid.email.trim(),
      phone: phoneDigits(valid.phone),
      address: valid.address.trim(),
    }),
  );

  const text = (name: 'name' | 'email' | 'address', label: string, type = 'text') => (
    <TextField label={label} id={`company-${name}`} type={type} autoComplete="off" {...field(name)} />
  );

  return (
    <Form id={FORM_ID} onSubmit={submit} serverError={serverError}>
      {text('name', 'Company Name')}
      <FieldRow>
        {text('email', 'Email', 'email')}
        <PhoneField label="Phone" id="company-phone" autoComplete="off" {...field('phone')} />
      </FieldRow>
      {text('address', 'Address')}
    </Form>
  );
}
