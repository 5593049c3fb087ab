import { hasErrors, phoneDigits } from '@salon/ui/forms';
import { FormField } from '@salon/ui/patterns/FormField';
import { Button } from '@salon/ui/primitives/Button';
import { Modal } from '@salon/ui/primitives/Modal';
import { PasswordInput } from '@salon/ui/primitives/PasswordInput';
import { PhoneInput } from '@salon/ui/primitives/PhoneInput';
import { Select } from '@salon/ui/primitives/Select';
import { TextInput } from '@salon/ui/primitives/TextInput';
import { useState, type FormEvent } from 'react';
import { Form, ServerError } from './StaffFormModal.styles';
import {
  validateStaff,
  type StaffFormErrors,
  type StaffFormRole,
  type StaffFormValues,
} from './validate-staff';

export interface StaffSalonOption {
  value: string;
  label: string;
}

export interface StaffFormModalProps {
  open: boolean;
  onClose: () => void;
  /** 'create' ('Add Salon User') asks for the password; 'update' ('Update Salon User') locks role and salon. */
  mode: 'create' | 'update';
  initialValues: StaffFormValues;
  /** The admin's salon select; absent for the salon owner and superadmin, who add to their own salon. */
  salonOptions?: readonly StaffSalonOption[];
  salonsLoading?: boolean;
  /** Called with valid values only; the phone as 10 digits. */
  onSubmit: (values: StaffFormValues) => void;
  submitting?: boolean;
  /** The server's message (e.g. a taken e-mail), shown in the form. */
  serverError?: string | null;
}

const FORM_ID = 'staff-form';
const ROLES: { value: StaffFormRole; label: string }[] = [{ value: 'manager', label: 'Manager' }];

/** Add Salon User / Update Salon User (spec 1 §2, §5). */
export function StaffFormModal(props: StaffFormModalProps) {
  return (
    <Modal
      open={props.open}
      onClose={props.onClose}
      title={props.mode === 'create' ? 'Add Salon User' : 'Update Salon User'}
      dismissible={!props.submitting}
      footer={
        <>
          <Button variant="secondary" onClick={props.onClose} disabled={props.submitting}>
            Cancel
          </Button>
          <Button type="submit" form={FORM_ID} loading={props.submitting}>
            {props.mode === 'create' ? 'Add' : 'Update'}
          </Button>
        </>
      }
    >
      {props.open && <StaffForm {...props} />}
    </Modal>
  );
}

function StaffForm({
  mode,
  initialValues,
  salonOptions,
  salonsLoading = false,
  onSubmit,
  submitting = false,
  serverError,
}: StaffFormModalProps) {
  const [values, setValues] = useState<StaffFormValues>(initialValues);
  const [errors, setErrors] = useState<StaffFormErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const rules = { mode, pickSalon: salonOptions !== undefined };
  const locked = mode === 'update';

  const change = <K extends keyof StaffFormValues>(field: K, value: StaffFormValues[K]) => {
    const next = { ...values, [field]: value };
    setValues(next);
    if (submitted) setErrors(validateStaff(next, rules));
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validateStaff(values, rules);
    setSubmitted(true);
    setErrors(found);
    if (!hasErrors(found)) onSubmit({ ...values, phone: phoneDigits(values.phone) });
  };

  const text = (name: 'name' | 'email' | 'address', label: string, type = 'text') => (
    <FormField label={label} htmlFor={`staff-${name}`} error={errors[name]}>
      {(control) => (
        <TextInput
          {...control}
          type={type}
          autoComplete="off"
          value={values[name]}
          disabled={submitting}
          onChange={(event) => change(name, event.target.value)}
        />
      )}
    </FormField>
  );

  return (
    <Form id={FORM_ID} noValidate onSubmit={submit}>
      {serverError && <ServerError role="alert">{serverError}</ServerError>}
      {text('name', 'Name')}
      {text('email', 'Email', 'email')}
      <FormField label="Phone" htmlFor="staff-phone" error={errors.phone}>
        {(control) => (
          <PhoneInput
            {...control}
            value={values.phone}
            disabled={submitting}
            onChange={(digits) => change('phone', digits)}
          />
        )}
      </FormField>
      {text('address', 'Address')}
      {mode === 'create' && (
        <FormField label="Password" htmlFor="staff-password" error={errors.password}>
          {(control) => (
            <PasswordInput
              {...control}
              autoComplete="new-password"
              value={values.password}
              disabled={submitting}
              onChange={(event) => change('password', event.target.value)}
            />
          )}
        </FormField>
      )}
      <FormField label="Role" htmlFor="staff-role" error={errors.role}>
        {(control) => (
          <Select<StaffFormRole>
            {...control}
            options={ROLES}
            value={values.role}
            placeholder="Select role"
            isDisabled={submitting || locked}
            onChange={(role) => change('role', role)}
          />
        )}
      </FormField>
      {salonOptions && (
        <FormField label="Salon" htmlFor="staff-salon" error={errors.salonId}>
          {(control) => (
            <Select<string>
              {...control}
              options={salonOptions}
              value={values.salonId}
              placeholder="Select salon"
              isLoading={salonsLoading}
              isDisabled={submitting || locked}
              onChange={(salonId) => change('salonId', salonId)}
            />
          )}
        </FormField>
      )}
    </Form>
  );
}
