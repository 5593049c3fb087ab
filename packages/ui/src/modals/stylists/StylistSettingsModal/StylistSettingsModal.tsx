import { hasErrors } from '@salon/ui/forms';
import { FormField } from '@salon/ui/patterns/FormField';
import { Button } from '@salon/ui/primitives/Button';
import { Modal } from '@salon/ui/primitives/Modal';
import { Select } from '@salon/ui/primitives/Select';
import { Spinner } from '@salon/ui/primitives/Spinner';
import { Switch } from '@salon/ui/primitives/Switch';
import { TextInput } from '@salon/ui/primitives/TextInput';
import { useState, type FormEvent } from 'react';
import { Form, Pair, ServerError } from './StylistSettingsModal.styles';
import {
  validateStylistSettings,
  type IntervalUnit,
  type RecurringType,
  type StylistSettingsErrors,
  type StylistSettingsValues,
} from './validate-stylist-settings';

export interface ServiceOption {
  value: string;
  label: string;
}

export interface StylistSettingsModalProps {
  open: boolean;
  onClose: () => void;
  /** Whose settings, shown in the title. */
  stylistName: string;
  /** null while the saved settings load. */
  initialValues: StylistSettingsValues | null;
  /** The salon's enabled services. */
  serviceOptions: ServiceOption[];
  servicesLoading?: boolean;
  onSubmit: (values: StylistSettingsValues) => void;
  submitting?: boolean;
  serverError?: string | null;
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
    <Modal
      open={props.open}
      onClose={props.onClose}
      title={`Stylist Settings: ${props.stylistName}`}
      dismissible={!props.submitting}
      footer={
        <>
          <Button variant="secondary" onClick={props.onClose} disabled={props.submitting}>
            Cancel
          </Button>
          <Button type="submit" form={FORM_ID} loading={props.submitting} disabled={!props.initialValues}>
            Save
          </Button>
        </>
      }
    >
      {props.open &&
        (props.initialValues ? (
          <SettingsForm {...props} initialValues={props.initialValues} />
        ) : (
          <Spinner label="Loading settings" />
        ))}
    </Modal>
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
  const [values, setValues] = useState(initialValues);
  const [errors, setErrors] = useState<StylistSettingsErrors>({});
  const [submitted, setSubmitted] = useState(false);

  const change = <K extends keyof StylistSettingsValues>(field: K, value: StylistSettingsValues[K]) => {
    const next = { ...values, [field]: value };
    setValues(next);
    if (submitted) setErrors(validateStylistSettings(next));
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validateStylistSettings(values);
    setSubmitted(true);
    setErrors(found);
    if (!hasErrors(found)) onSubmit(values);
  };

  const time = (name: 'startTime' | 'endTime', label: string) => (
    <FormField label={label} htmlFor={`settings-${name}`} error={errors[name]}>
      {(control) => (
        <TextInput
          {...control}
          type="time"
          step={3600}
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
      <Pair>
        {time('startTime', 'Break start time')}
        {time('endTime', 'Break end time')}
      </Pair>
      <FormField label="Recurring type" htmlFor="settings-recurring" error={errors.recurringType}>
        {(control) => (
          <Select<RecurringType>
            {...control}
            options={RECURRING}
            value={values.recurringType}
            placeholder="Select recurring type"
            isDisabled={submitting}
            onChange={(recurringType) => change('recurringType', recurringType)}
          />
        )}
      </FormField>
      <Pair>
        <FormField label="Interval time" htmlFor="settings-interval" error={errors.interval}>
          {(control) => (
            <TextInput
              {...control}
              type="number"
              inputMode="numeric"
              min={1}
              value={values.interval}
              disabled={submitting}
              onChange={(event) => change('interval', event.target.value)}
            />
          )}
        </FormField>
        <FormField label="Interval unit" htmlFor="settings-unit">
          {(control) => (
            <Select<IntervalUnit>
              {...control}
              options={UNITS}
              value={values.intervalUnit}
              isDisabled={submitting}
              onChange={(unit) => change('intervalUnit', unit ?? 'mins')}
            />
          )}
        </FormField>
      </Pair>
      <FormField label="Services" htmlFor="settings-services" error={errors.services}>
        {(control) => (
          <Select<string>
            {...control}
            isMulti
            options={serviceOptions}
            value={values.services}
            placeholder="Select services"
            isLoading={servicesLoading}
            isDisabled={submitting}
            onChange={(services) => change('services', services)}
          />
        )}
      </FormField>
      <Switch
        label="Break time compulsory"
        checked={values.isBreakTimeCompulsory}
        disabled={submitting}
        onChange={(checked) => change('isBreakTimeCompulsory', checked)}
      />
    </Form>
  );
}
