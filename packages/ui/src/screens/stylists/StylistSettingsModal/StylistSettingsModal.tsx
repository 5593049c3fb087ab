import { useValidatedForm } from '@salon/ui/forms';
import { Form } from '@salon/ui/forms/Form';
import { FormModal, type FormModalState } from '@salon/ui/forms/FormModal';
import { SelectField } from '@salon/ui/forms/SelectField';
import { TextField } from '@salon/ui/forms/TextField';
import { Spinner } from '@salon/ui/primitives/Spinner';
import { Switch } from '@salon/ui/primitives/Switch';
import { Pair } from './StylistSettingsModal.styles';
import {
  validateStylistSettings,
  type IntervalUnit,
  type RecurringType,
  type StylistSettingsValues,
} from './validate-stylist-settings';

export interface ServiceOption {
  value: string;
  label: string;
}

export interface StylistSettingsModalProps extends FormModalState {
  /** Whose settings, shown in the title. */
  stylistName: string;
  /** null while the saved settings load. */
  initialValues: StylistSettingsValues | null;
  /** The salon's enabled services. */
  serviceOptions: ServiceOption[];
  servicesLoading?: boolean;
  onSubmit: (values: StylistSettingsValues) => void;
}

const FORM_ID = 'stylist-settings-form';
const RECURRING: { value: RecurringType; label: string }[] = [
  { value: 'week', label: 'Week' },
  { value: 'month', label: 'Month' },
  { value: 'year', label: 'Year' },
];
const UNITS: { value: IntervalUnit; label: string }[] = [
  { value: 'mins', label: 'Mins' },
  { value: 'hours', label: 'Hours' },
];

/** Stylist Settings: the break, how availability recurs, the slot interval and the services (spec 1 §3, §5). */
export function StylistSettingsModal(props: StylistSettingsModalProps) {
  return (
    <FormModal
      {...props}
      title={`Stylist Settings: ${props.stylistName}`}
      formId={FORM_ID}
      submitLabel="Save"
      submitDisabled={!props.initialValues}
    >
      {props.initialValues ? (
        <SettingsForm {...props} initialValues={props.initialValues} />
      ) : (
        <Spinner label="Loading settings" />
      )}
    </FormModal>
  );
}

function SettingsForm({
  initialValues,
  serviceOptions,
  servicesLoading,
  onSubmit,
  submitting = false,
  serverError,
}: StylistSettingsModalProps & { initialValues: StylistSettingsValues }) {
  const { values, change, field, handleSubmit } = useValidatedForm(initialValues, validateStylistSettings);

  const time = (name: 'startTime' | 'endTime', label: string) => (
    <TextField label={label} id={`settings-${name}`} type="time" step={3600} {...field(name)} />
  );

  return (
    <Form id={FORM_ID} onSubmit={handleSubmit(onSubmit)} serverError={serverError}>
      <Pair>
        {time('startTime', 'Break start time')}
        {time('endTime', 'Break end time')}
      </Pair>
      <SelectField<RecurringType>
        label="Recurring type"
        id="settings-recurring"
        options={RECURRING}
        placeholder="Select recurring type"
        {...field('recurringType')}
      />
      <Pair>
        <TextField
          label="Interval time"
          id="settings-interval"
          type="number"
          inputMode="numeric"
          min={1}
          {...field('interval')}
        />
        <SelectField<IntervalUnit>
          label="Interval unit"
          id="settings-unit"
          options={UNITS}
          value={values.intervalUnit}
          onChange={(unit) => change('intervalUnit', unit ?? 'mins')}
        />
      </Pair>
      <SelectField<string>
        label="Services"
        id="settings-services"
        isMulti
        options={serviceOptions}
        placeholder="Select services"
        isLoading={servicesLoading}
        {...field('services')}
      />
      <Switch
        label="Break time compulsory"
        checked={values.isBreakTimeCompulsory}
        disabled={submitting}
        onChange={(checked) => change('isBreakTimeCompulsory', checked)}
      />
    </Form>
  );
}
