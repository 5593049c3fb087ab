import { hasErrors, phoneDigits } from '@salon/ui/forms';
import { FormField } from '@salon/ui/patterns/FormField';
import { Button } from '@salon/ui/primitives/Button';
import { DatePicker } from '@salon/ui/primitives/DatePicker';
import { Modal } from '@salon/ui/primitives/Modal';
import { PhoneInput } from '@salon/ui/primitives/PhoneInput';
import { Select } from '@salon/ui/primitives/Select';
import { TextArea } from '@salon/ui/primitives/TextArea';
import { TextInput } from '@salon/ui/primitives/TextInput';
import { startOfDay } from 'date-fns';
import { useState, type FormEvent } from 'react';
import { timesOfDay } from '../../../screens/calendar/calendar-time';
import { Form, SectionTitle, ServerError, Wide } from './AppointmentFormModal.styles';
import {
  REQUIRED_SLOTS_MAX,
  validateAppointment,
  type AppointmentFormErrors,
  type AppointmentFormValues,
  type AppointmentGender,
} from './validate-appointment';

export interface ServiceChoice {
  value: string;
  label: string;
  /** The sub-services of this main service. */
  subServices: { value: string; label: string }[];
}

/** What the form hands over: checked values, the phone as 10 digits, the required time as a number. */
export interface AppointmentFormResult {
  date: Date;
  startTime: string;
  service: string;
  subService: string | null;
  /** Number of 30-minute slots. */
  requiredSlots: number;
  name: string;
  email: string;
  phone: string;
  gender: AppointmentGender;
  comment: string;
}

export interface AppointmentFormModalProps {
  open: boolean;
  mode: 'create' | 'update';
  initialValues: AppointmentFormValues;
  services: ServiceChoice[];
  /** "Now" of the viewer: days before today cannot be picked. */
  now: Date;
  onSubmit: (values: AppointmentFormResult) => void;
  onClose: () => void;
  submitting?: boolean;
  serverError?: string | null;
}

const FORM_ID = 'appointment-form';
const TIME_OPTIONS = timesOfDay().map((time) => ({ value: time, label: time }));
const GENDER_OPTIONS: { value: AppointmentGender; label: string }[] = [
  { value: 'male', label: 'Male' },
  { value: 'female', label: 'Female' },
  { value: 'other', label: 'Other' },
];

/** Book Appointment / Update Appointment on the stylist's calendar. */
export function AppointmentFormModal(props: AppointmentFormModalProps) {
  return (
    <Modal
      open={props.open}
      onClose={props.onClose}
      title={props.mode === 'create' ? 'Book Appointment' : 'Update Appointment'}
      size="lg"
      dismissible={!props.submitting}
      footer={
        <>
          <Button variant="secondary" onClick={props.onClose} disabled={props.submitting}>
            Cancel
          </Button>
          <Button type="submit" form={FORM_ID} loading={props.submitting}>
            {props.mode === 'create' ? 'Book' : 'Update'}
          </Button>
        </>
      }
    >
      {props.open && <AppointmentForm {...props} />}
    </Modal>
  );
}

function AppointmentForm({
  initialValues,
  services,
  now,
  onSubmit,
  submitting = false,
  serverError,
}: AppointmentFormModalProps) {
  const [values, setValues] = useState<AppointmentFormValues>(initialValues);
  const [errors, setErrors] = useState<AppointmentFormErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const subServices = services.find((service) => service.value === values.service)?.subServices ?? [];

  const change = (patch: Partial<AppointmentFormValues>) => {
    const next = { ...values, ...patch };
    setValues(next);
    if (submitted) setErrors(validateAppointment(next));
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validateAppointment(values);
    setSubmitted(true);
    setErrors(found);
    const { date, startTime, service, gender } = values;
    if (hasErrors(found) || !date || !startTime || !service || !gender) return;
    onSubmit({
      date,
      startTime,
      service,
      subService: values.subService,
      requiredSlots: Number(values.requiredTime),
      name: values.name.trim(),
      email: values.email.trim(),
      phone: phoneDigits(values.phone),
      gender,
      comment: values.comment.trim(),
    });
  };

  const text = (name: 'name' | 'email', label: string, type: string, autoComplete: string) => (
    <FormField label={label} htmlFor={`appointment-${name}`} error={errors[name]} required>
      {(control) => (
        <TextInput
          {...control}
          type={type}
          autoComplete={autoComplete}
          value={values[name]}
          disabled={submitting}
          onChange={(event) => change({ [name]: event.target.value })}
        />
      )}
    </FormField>
  );

  return (
    <Form id={FORM_ID} noValidate onSubmit={submit}>
      {serverError && <ServerError role="alert">{serverError}</ServerError>}
      <SectionTitle>Appointment</SectionTitle>
      <FormField label="Date" htmlFor="appointment-date" error={errors.date} required>
        {(control) => (
          <DatePicker
            {...control}
            value={values.date}
            minDate={startOfDay(now)}
            today={now}
            disabled={submitting}
            onChange={(date) => change({ date })}
          />
        )}
      </FormField>
      <FormField label="Start time" htmlFor="appointment-start" error={errors.startTime} required>
        {(control) => (
          <Select<string>
            {...control}
            options={TIME_OPTIONS}
            value={values.startTime}
            placeholder="Select time"
            isClearable
            isDisabled={submitting}
            onChange={(startTime) => change({ startTime })}
          />
        )}
      </FormField>
      <FormField label="Service" htmlFor="appointment-service" error={errors.service} required>
        {(control) => (
          <Select<string>
            {...control}
            options={services}
            value={values.service}
            placeholder="Select service"
            isDisabled={submitting}
            onChange={(service) => change({ service, subService: null })}
          />
        )}
      </FormField>
      <FormField label="Sub-service" htmlFor="appointment-sub-service" error={errors.subService}>
        {(control) => (
          <Select<string>
            {...control}
            options={subServices}
            value={values.subService}
            placeholder={values.service ? 'Select sub-service' : 'Select a service first'}
            isClearable
            isDisabled={submitting || !values.service}
            noOptionsMessage="No sub-services"
            onChange={(subService) => change({ subService })}
          />
        )}
      </FormField>
      <FormField
        label="Required time (30-minute slots)"
        htmlFor="appointment-required-time"
        error={errors.requiredTime}
        hint={`1 slot = 30 minutes; at most ${REQUIRED_SLOTS_MAX}`}
        required
      >
        {(control) => (
          <TextInput
            {...control}
            type="number"
            inputMode="numeric"
            min={1}
            max={REQUIRED_SLOTS_MAX}
            step={1}
            value={values.requiredTime}
            disabled={submitting}
            onChange={(event) => change({ requiredTime: event.target.value })}
          />
        )}
      </FormField>
      <SectionTitle>Client</SectionTitle>
      {text('name', 'Client name', 'text', 'name')}
      {text('email', 'Email', 'email', 'email')}
      <FormField label="Phone" htmlFor="appointment-phone" error={errors.phone} required>
        {(control) => (
          <PhoneInput
            {...control}
            value={values.phone}
            disabled={submitting}
            onChange={(phone) => change({ phone })}
          />
        )}
      </FormField>
      <FormField label="Gender" htmlFor="appointment-gender" error={errors.gender} required>
        {(control) => (
          <Select<AppointmentGender>
            {...control}
            options={GENDER_OPTIONS}
            value={values.gender}
            placeholder="Select gender"
            isSearchable={false}
            isDisabled={submitting}
            onChange={(gender) => change({ gender })}
          />
        )}
      </FormField>
      <Wide>
        <FormField label="Comment" htmlFor="appointment-comment" error={errors.comment}>
          {(control) => (
            <TextArea
              {...control}
              rows={3}
              maxLength={500}
              value={values.comment}
              disabled={submitting}
              onChange={(event) => change({ comment: event.target.value })}
            />
          )}
        </FormField>
      </Wide>
    </Form>
  );
}
