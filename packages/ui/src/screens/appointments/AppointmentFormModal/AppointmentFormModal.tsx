import { contactPayload, GENDER_OPTIONS, useValidatedForm } from '@salon/ui/forms';
import { byMode, formModalOf, type FormMode, type FormModalState } from '@salon/ui/forms/FormModal';
import { PhoneField } from '@salon/ui/forms/PhoneField';
import { SelectField } from '@salon/ui/forms/SelectField';
import { TextAreaField } from '@salon/ui/forms/TextAreaField';
import { TextField } from '@salon/ui/forms/TextField';
import { useState } from 'react';
import { DayTimeFields } from '../DayTimeFields';
import { PaymentLines, type PaymentLine } from '../PaymentLines';
import { Form, SectionTitle, Wide, WideServerError } from './AppointmentFormModal.styles';
import {
  REQUIRED_SLOTS_MAX,
  slotsForMinutes,
  validateAppointment,
  type AppointmentFormValues,
  type AppointmentGender,
} from './validate-appointment';

export interface ServiceChoice {
  value: string;
  label: string;
  /** The sub-services of this main service, with their duration in minutes when known. */
  subServices: { value: string; label: string; requiredMinutes?: number }[];
}

/** A client of the salon the client search found: picking one fills the client fields. */
export interface ClientChoice {
  id: string;
  name: string;
  email: string;
  /** 10 digits, or null when unknown. */
  phone: string | null;
  gender: AppointmentGender | null;
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

export interface AppointmentFormModalProps extends FormModalState {
  mode: FormMode;
  initialValues: AppointmentFormValues;
  services: ServiceChoice[];
  /** "Now" of the viewer: days before today cannot be picked. */
  now: Date;
  onSubmit: (values: AppointmentFormResult) => void;
  /**
   * Client search: told of the typed text (name, e-mail or phone; the container searches the salon's
   * clients) and shows `clientOptions`. Without it the form has no search.
   */
  onClientSearch?: (text: string) => void;
  clientOptions?: readonly ClientChoice[];
  clientsLoading?: boolean;
  /** An appointment's payments, fees and refunds with their summary (update; absent: none taken). */
  payments?: { summary: string; lines: PaymentLine[] };
}

const FORM_ID = 'appointment-form';
/** Book Appointment / Update Appointment on the stylist's calendar. */
export const AppointmentFormModal = formModalOf(AppointmentForm, {
  formId: FORM_ID,
  size: 'lg',
  texts: byMode({
    create: { title: 'Book Appointment', submitLabel: 'Book' },
    update: { title: 'Update Appointment', submitLabel: 'Update' },
  }),
});

const formatPhone = (digits: string) =>
  digits.length === 10 ? `${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6)}` : digits;

function AppointmentForm({
  initialValues,
  services,
  now,
  onSubmit,
  serverError,
  onClientSearch,
  clientOptions = [],
  clientsLoading = false,
  payments,
}: AppointmentFormModalProps) {
  const { values, field, update, handleSubmit } = useValidatedForm(initialValues, validateAppointment);
  const [pickedClient, setPickedClient] = useState<ClientChoice | null>(null);
  const subServices = services.find((service) => service.value === values.service)?.subServices ?? [];
  /** Changes several fields at once (a service resets its sub-service; a picked client fills the details). */
  const change = (patch: Partial<AppointmentFormValues>) => update({ ...values, ...patch });

  const submit = handleSubmit((valid) => {
    const { date, startTime, service, gender } = valid;
    if (!date || !startTime || !service || !gender) return;
    onSubmit({
      date,
      startTime,
      service,
      subService: valid.subService,
      requiredSlots: Number(valid.requiredTime),
      ...contactPayload(valid),
      gender,
      comment: valid.comment.trim(),
    });
  });

  const text = (name: 'name' | 'email', label: string, type: string, autoComplete: string) => (
    <TextField
      label={label}
      id={`appointment-${name}`}
      required
      type={type}
      autoComplete={autoComplete}
      {...field(name)}
    />
  );

  return (
    <Form id={FORM_ID} noValidate onSubmit={submit}>
      <WideServerError message={serverError} />
      <SectionTitle>Appointment</SectionTitle>
      <DayTimeFields
        now={now}
        date={{ label: 'Date', id: 'appointment-date', ...field('date') }}
        time={{ label: 'Start time', id: 'appointment-start', isClearable: true, ...field('startTime') }}
      />
      <SelectField<string>
        label="Service"
        id="appointment-service"
        required
        options={services}
        placeholder="Select service"
        {...field('service')}
        onChange={(service) => change({ service, subService: null })}
      />
      <SelectField<string>
        label="Sub-service"
        id="appointment-sub-service"
        options={subServices}
        placeholder={values.service ? 'Select sub-service' : 'Select a service first'}
        isClearable
        isDisabled={!values.service}
        noOptionsMessage="No sub-services"
        {...field('subService')}
        onChange={(subService) => {
          // The sub-service's duration fills the required time; the user may still change it.
          const minutes = subServices.find((choice) => choice.value === subService)?.requiredMinutes;
          change(minutes ? { subService, requiredTime: String(slotsForMinutes(minutes)) } : { subService });
        }}
      />
      <TextField
        label="Required time (30-minute slots)"
        id="appointment-required-time"
        hint={`1 slot = 30 minutes; at most ${REQUIRED_SLOTS_MAX}`}
        required
        type="number"
        inputMode="numeric"
        min={1}
        max={REQUIRED_SLOTS_MAX}
        step={1}
        {...field('requiredTime')}
      />
      <SectionTitle>Client</SectionTitle>
      {onClientSearch && (
        <Wide>
          <SelectField<string>
            label="Find client"
            id="appointment-client-search"
            hint="Pick a client to fill in their details; a new name below books a new client."
            options={[
              ...(pickedClient && !clientOptions.some((client) => client.id === pickedClient.id)
                ? [pickedClient]
                : []),
              ...clientOptions,
            ].map((client) => ({
              value: client.id,
              label: [client.name, client.email, client.phone ? formatPhone(client.phone) : null]
                .filter(Boolean)
                .join(' · '),
            }))}
            value={pickedClient?.id ?? null}
            placeholder="Search by name, email or phone"
            isClearable
            isLoading={clientsLoading}
            serverFiltered
            noOptionsMessage="No client found: type a new client's details below"
            onInputChange={onClientSearch}
            onChange={(id) => {
              const client = clientOptions.find((choice) => choice.id === id) ?? null;
              setPickedClient(client);
              if (client) {
                change({
                  name: client.name,
                  email: client.email,
                  phone: client.phone ? formatPhone(client.phone) : values.phone,
                  gender: client.gender ?? values.gender,
                });
              }
            }}
          />
        </Wide>
      )}
      {text('name', 'Client name', 'text', 'name')}
      {text('email', 'Email', 'email', 'email')}
      <PhoneField label="Phone" id="appointment-phone" required {...field('phone')} />
      <SelectField<AppointmentGender>
        label="Gender"
        id="appointment-gender"
        required
        options={GENDER_OPTIONS}
        placeholder="Select gender"
        isSearchable={false}
        {...field('gender')}
      />
      <Wide>
        <TextAreaField
          label="Comment"
          id="appointment-comment"
          rows={3}
          maxLength={500}
          {...field('comment')}
        />
      </Wide>
      {payments && payments.lines.length > 0 && (
        <>
          <SectionTitle>Payments</SectionTitle>
          <Wide>
            <PaymentLines
              summary={payments.summary}
              lines={payments.lines}
              label="Payments of this appointment"
            />
          </Wide>
        </>
      )}
    </Form>
  );
}
