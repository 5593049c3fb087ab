import { Button } from '@salon/ui/primitives/Button';
import { Modal } from '@salon/ui/primitives/Modal';
import { Switch } from '@salon/ui/primitives/Switch';
import { useState, type FormEvent } from 'react';
import { Form, ServerError } from './SalonAppSettingsModal.styles';

/** The mobile app menus a salon has switched on. */
export interface SalonAppMenuValues {
  isVideo: boolean;
  isCheckin: boolean;
  isPOS: boolean;
}

export interface SalonAppSettingsModalProps {
  open: boolean;
  onClose: () => void;
  /** Named in the switches' group, e.g. 'Demo Salon'. */
  salonName: string;
  initialValues: SalonAppMenuValues;
  onSubmit: (values: SalonAppMenuValues) => void;
  submitting?: boolean;
  serverError?: string | null;
}

const FORM_ID = 'salon-app-settings-form';
const MENUS: { key: keyof SalonAppMenuValues; label: string }[] = [
  { key: 'isVideo', label: 'Video' },
  { key: 'isCheckin', label: 'Checkin' },
  { key: 'isPOS', label: 'Point of Sales' },
];

/** Salon App Settings: which menus the salon's mobile app shows (spec 2 "Salon"). */
export function SalonAppSettingsModal(props: SalonAppSettingsModalProps) {
  return (
    <Modal
      open={props.open}
      onClose={props.onClose}
      title="Salon App Settings"
      dismissible={!props.submitting}
      footer={
        <>
          <Button variant="secondary" onClick={props.onClose} disabled={props.submitting}>
            Cancel
          </Button>
          <Button type="submit" form={FORM_ID} loading={props.submitting}>
            Save
          </Button>
        </>
      }
    >
      {props.open && <AppSettingsForm {...props} />}
    </Modal>
  );
}

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
    <Form id={FORM_ID} noValidate onSubmit={submit} aria-label={`App menus of ${salonName}`}>
      {serverError && <ServerError role="alert">{serverError}</ServerError>}
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
