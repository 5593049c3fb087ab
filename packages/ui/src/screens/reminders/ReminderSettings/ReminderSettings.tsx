import { SettingsSection } from '@salon/ui/patterns/SettingsSection';
import { Switch } from '@salon/ui/primitives/Switch';
import { useEffect, useId, useState } from 'react';
import { Choices, Legend } from './ReminderSettings.styles';

/** Which reminders the salon's clients get. */
export interface ReminderChoices {
  remind24h: boolean;
  remind2h: boolean;
}

export type ReminderSettingsState =
  { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; values: ReminderChoices };

export interface ReminderSettingsProps {
  state: ReminderSettingsState;
  submitting?: boolean;
  onSubmit: (values: ReminderChoices) => void;
}

const TITLE = 'Appointment reminders';

/**
 * The reminder section of the booking settings: an e-mail 24 hours before each appointment
 * (on by default) and one 2 hours before (off by default), with a push to the client's app; saved with
 * 'Save'. The form starts again from the stored choices whenever they change.
 */
export function ReminderSettings({ state, submitting = false, onSubmit }: ReminderSettingsProps) {
  const id = useId();
  const stored = state.status === 'ready' ? state.values : null;
  const [values, setValues] = useState<ReminderChoices | null>(stored);
  useEffect(() => {
    if (stored) setValues(stored);
    // The stored choices, by value: a new object with the same choices keeps the edits.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [stored?.remind24h, stored?.remind2h]);

  return (
    <SettingsSection
      title={TITLE}
      intro={
        <>
          Clients get a reminder e-mail with your salon&apos;s address and phone, the time in your
          salon&apos;s time zone and links to reschedule or cancel, and a push on the app when they have it. A
          booking made later than a reminder&apos;s time gets no reminder for it.
        </>
      }
      state={state}
      form={{ label: 'Reminder settings', submitting, onSubmit: () => values && onSubmit(values) }}
    >
      {() =>
        values && (
          <Choices disabled={submitting}>
            <Legend>Send reminders</Legend>
            <Switch
              id={`${id}-24h`}
              label="E-mail 24 hours before the appointment"
              checked={values.remind24h}
              disabled={submitting}
              onChange={(remind24h) => setValues({ ...values, remind24h })}
            />
            <Switch
              id={`${id}-2h`}
              label="E-mail 2 hours before the appointment"
              checked={values.remind2h}
              disabled={submitting}
              onChange={(remind2h) => setValues({ ...values, remind2h })}
            />
          </Choices>
        )
      }
    </SettingsSection>
  );
}
