import { contactPayload, useValidatedForm } from '@salon/ui/forms';
import { formModalOf, type FormModalState } from '@salon/ui/forms/FormModal';
import { PhoneField } from '@salon/ui/forms/PhoneField';
import { SelectField } from '@salon/ui/forms/SelectField';
import { TextField } from '@salon/ui/forms/TextField';
import type { ServiceChoice } from '../AppointmentFormModal';
import { Form, Wide, WideServerError } from '../AppointmentFormModal/AppointmentFormModal.styles';
import { validateWalkIn, WALK_IN_MINUTES_MAX, type WalkInFormValues } from './validate-walk-in';

/** What the walk-in form hands over: checked values, the phone as digits ('' for none). */
export interface WalkInResult {
  stylistId: string;
  service: string;
  subService: string | null;
  minutes: number;
  name: string;
  email: string;
  phone: string;
}

export interface WalkInModalProps extends FormModalState {
  initialValues: WalkInFormValues;
  /** The stylists the viewer may book; with one, it is chosen and no select is shown. */
  stylists: { value: string; label: string }[];
  services: ServiceChoice[];
  onSubmit: (values: WalkInResult) => void;
}

const FORM_ID = 'walk-in-form';

/** Walk-in: a client at the desk, booked for now and checked in, with a name alone. */
export const WalkInModal = formModalOf(WalkInForm, {
  formId: FORM_ID,
  size: 'md',
  texts: { title: 'Walk-in', submitLabel: 'Book and check in' },
});

function WalkInForm({ initialValues, stylists, services, onSubmit, serverError }: WalkInModalProps) {
  const { values, field, update, handleSubmit } = useValidatedForm(initialValues, validateWalkIn);
  const subServices = services.find((service) => service.value === values.service)?.subServices ?? [];
  const change = (patch: Partial<WalkInFormValues>) => update({ ...values, ...patch });
  const onlyStylist = stylists.length === 1 ? stylists[0] : undefined;

  const submit = handleSubmit((valid) => {
    if (!valid.stylistId || !valid.service) return;
    onSubmit({
      stylistId: valid.stylistId,
      service: valid.service,
      subService: valid.subService,
      minutes: Number(valid.minutes),
      ...contactPayload(valid),
    });
  });

  return (
    <Form id={FORM_ID} noValidate onSubmit={submit}>
      <WideServerError message={serverError} />
      {onlyStylist ? (
        <Wide>
          <TextField
            label="Stylist"
            id="walk-in-stylist"
            value={onlyStylist.label}
            readOnly
            onChange={() => undefined}
          />
        </Wide>
      ) : (
        <Wide>
          <SelectField<string>
            label="Stylist"
            id="walk-in-stylist"
            required
            options={stylists}
            placeholder="Select stylist"
            {...field('stylistId')}
          />
        </Wide>
      )}
      <SelectField<string>
        label="Service"
        id="walk-in-service"
        required
        options={services}
        placeholder="Select service"
        {...field('service')}
        onChange={(service) => change({ service, subService: null })}
      />
      <SelectField<string>
        label="Sub-service"
        id="walk-in-sub-service"
        options={subServices}
        placeholder={values.service ? 'Select sub-service' : 'Select a service first'}
        isClearable
        isDisabled={!values.service}
        noOptionsMessage="No sub-services"
        {...field('subService')}
        onChange={(subService) => {
          // The sub-service's length fills the duration; the desk may still change it.
          const minutes = subServices.find((choice) => choice.value === subService)?.requiredMinutes;
          change(minutes ? { subService, minutes: String(minutes) } : { subService });
        }}
      />
      <TextField
        label="Duration (minutes)"
        id="walk-in-minutes"
        required
        type="number"
        inputMode="numeric"
        min={1}
        max={WALK_IN_MINUTES_MAX}
        step={5}
        {...field('minutes')}
      />
      <TextField label="Client name" id="walk-in-name" required autoComplete="off" {...field('name')} />
      <TextField
        label="E-mail"
        id="walk-in-email"
        type="email"
        hint="Optional"
        autoComplete="off"
        {...field('email')}
      />
      <PhoneField label="Phone" id="walk-in-phone" hint="Optional" {...field('phone')} />
    </Form>
  );
}
