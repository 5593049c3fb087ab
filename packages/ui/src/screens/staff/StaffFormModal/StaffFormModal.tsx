import { useContactForm } from '@salon/ui/forms';
import { ContactFields } from '@salon/ui/forms/ContactFields';
import { Form } from '@salon/ui/forms/Form';
import { byMode, formModalOf, type FormMode, type FormModalState } from '@salon/ui/forms/FormModal';
import { PasswordField } from '@salon/ui/forms/PasswordField';
import { SelectField } from '@salon/ui/forms/SelectField';
import { validateStaff, type StaffFormRole, type StaffFormValues } from './validate-staff';

export interface StaffSalonOption {
  value: string;
  label: string;
}

export interface StaffFormModalProps extends FormModalState {
  /** 'create' ('Add Salon User') asks for the password; 'update' ('Update Salon User') locks role and salon. */
  mode: FormMode;
  initialValues: StaffFormValues;
  /** The admin's salon select; absent for the salon owner and superadmin, who add to their own salon. */
  salonOptions?: readonly StaffSalonOption[];
  salonsLoading?: boolean;
  /** Called with valid values only; the phone as 10 digits. */
  onSubmit: (values: StaffFormValues) => void;
  /** The server's message (e.g. a taken e-mail), shown in the form. */
  serverError?: string | null;
}

const FORM_ID = 'staff-form';
const ROLES: { value: StaffFormRole; label: string }[] = [{ value: 'manager', label: 'Manager' }];

/** Add Salon User / Update Salon User (spec 1 §2, §5). */
export const StaffFormModal = formModalOf(StaffForm, {
  formId: FORM_ID,
  texts: byMode({
    create: { title: 'Add Salon User', submitLabel: 'Add' },
    update: { title: 'Update Salon User', submitLabel: 'Update' },
  }),
});

function StaffForm({
  mode,
  initialValues,
  salonOptions,
  salonsLoading = false,
  onSubmit,
  serverError,
}: StaffFormModalProps) {
  const rules = { mode, pickSalon: salonOptions !== undefined };
  const locked = mode === 'update';
  const { values, errors, change, field, submit } = useContactForm(
    initialValues,
    (next) => validateStaff(next, rules),
    onSubmit,
  );

  return (
    <Form id={FORM_ID} onSubmit={submit} serverError={serverError}>
      <ContactFields idPrefix="staff" values={values} errors={errors} onChange={change} />
      {mode === 'create' && (
        <PasswordField
          label="Password"
          id="staff-password"
          autoComplete="new-password"
          {...field('password')}
        />
      )}
      <SelectField<StaffFormRole>
        label="Role"
        id="staff-role"
        options={ROLES}
        placeholder="Select role"
        isDisabled={locked}
        {...field('role')}
      />
      {salonOptions && (
        <SelectField<string>
          label="Salon"
          id="staff-salon"
          options={salonOptions}
          placeholder="Select salon"
          isLoading={salonsLoading}
          isDisabled={locked}
          {...field('salonId')}
        />
      )}
    </Form>
  );
}
