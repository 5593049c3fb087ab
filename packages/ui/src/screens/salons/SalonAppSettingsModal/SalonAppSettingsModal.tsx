import { Form } from '@salon/ui/forms/Form';
import { formModalOf, type FormModalState } from '@salon/ui/forms/FormModal';
import { Switch } from '@salon/ui/primitives/Switch';
import { useState, type FormEvent } from 'react';

/** The mobile app menus a salon has switched on. */
export interface SalonAppMenuValues {
  isVideo: boolean;
  isCheckin: boolean;
  isPOS: boolean;
}

export interface SalonAppSettingsModalProps extends FormModalState {
  /** Named in the switches' group, e.g. 'Demo Salon'. */
  salonName: string;
  initialValues: SalonAppMenuValues;
  onSubmit: (values: SalonAppMenuValues) => void;
}

const FORM_ID = 'salon-app-settings-form';
const MENUS: { key: keyof SalonAppMenuValues; label: string }[] = [
  { key: 'isVideo', label: 'Video' },
  { key: 'isCheckin', label: 'Checkin' },
  { key: 'isPOS', label: 'Point of Sales' },
];

/** Salon App Settings: which menus the salon's mobile app shows (spec 2 "Salon"). */
export const SalonAppSettingsModal = formModalOf(AppSettingsForm, {
  formId: FORM_ID,
  texts: { title: 'Salon App Settings', submitLabel: 'Save' },
});

function AppSettingsForm({
  salonName,
  initialValues,
  onSubmit,
  submitting,
  serverError,
}: SalonAppSettingsModalProps) {
  const [values, setValues] = useState(initialValues);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit(values);
  };
  return (
    <Form id={FORM_ID} onSubmit={submit} aria-label={`App menus of ${salonName}`} serverError={serverError}>
      {MENUS.map(({ key, label }) => (
        <Switch
          key={key}
          label={label}
          checked={values[key]}
          disabled={submitting}
          onChange={(checked) => setValues({ ...values, [key]: checked })}
        />
      ))}
    </Form>
  );
}
