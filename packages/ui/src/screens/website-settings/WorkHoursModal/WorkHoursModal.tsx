import { useValidatedForm, WEEK_DAY_LABELS } from '@salon/ui/forms';
import { Form } from '@salon/ui/forms/Form';
import { FormModal, type FormModalState } from '@salon/ui/forms/FormModal';
import { SelectField } from '@salon/ui/forms/SelectField';
import { Button } from '@salon/ui/primitives/Button';
import { Checkbox } from '@salon/ui/primitives/Checkbox';
import { ErrorText } from '@salon/ui/primitives/ErrorText';
import { Switch } from '@salon/ui/primitives/Switch';
import { VisuallyHidden } from '@salon/ui/primitives/VisuallyHidden';
import { useState, type FormEvent } from 'react';
import {
  Closed,
  Day,
  DayName,
  Days,
  Explanation,
  StylistList,
  StylistsGroup,
  Times,
} from './WorkHoursModal.styles';
import {
  validateWorkHours,
  workHourErrorKey,
  type WorkDayValues,
  type WorkHoursValues,
} from './validate-work-hours';

export interface WorkHoursStylist {
  id: string;
  name: string;
}

export interface WorkHoursModalProps extends FormModalState {
  /** The posted hours per day (first start and last end), or every day closed. */
  initialValues: WorkHoursValues;
  /** The salon's enabled stylists; all are ticked at first. */
  stylists: readonly WorkHoursStylist[];
  /** Called with valid hours and at least one stylist. */
  onSubmit: (values: WorkHoursValues, stylistIds: string[]) => void;
}

const HOURS_FORM_ID = 'work-hours-form';
const STYLISTS_FORM_ID = 'work-hours-stylists-form';

/** Every half hour of the day, 'HH:mm' (the booking page's slot grid). */
const HALF_HOURS = Array.from(
  { length: 48 },
  (_, i) => `${String(Math.floor(i / 2)).padStart(2, '0')}:${i % 2 ? '30' : '00'}`,
);
const START_TIMES = HALF_HOURS;
/** An end may be any later half hour, or 24:00 for 'until midnight'. */
const END_TIMES = [...HALF_HOURS.slice(1), '24:00'];

/** The choices, with a time off the grid kept in its place (validation then asks for another). */
function optionsWith(times: string[], current: string | null) {
  const all = current && !times.includes(current) ? [...times, current].sort() : times;
  return all.map((time) => ({ value: time, label: time }));
}

/**
 * 'Add Work Hours', the salon-wide editor of the stylists' business hours. Step 1: each day Sun..Sat open
 * or closed, with its start and end; 'Next' checks them. Step 2: the stylists they apply to; 'Save'.
 */
export function WorkHoursModal(props: WorkHoursModalProps) {
  const [week, setWeek] = useState<WorkHoursValues | null>(null);
  const close = () => {
    setWeek(null);
    props.onClose();
  };
  return (
    <FormModal
      {...props}
      onClose={close}
      title="Add Work Hours"
      size="lg"
      formId={week ? STYLISTS_FORM_ID : HOURS_FORM_ID}
      submitLabel={week ? 'Save' : 'Next'}
    >
      {week ? (
        <StylistsForm {...props} week={week} onBack={() => setWeek(null)} />
      ) : (
        <HoursForm {...props} onNext={setWeek} />
      )}
    </FormModal>
  );
}

function HoursForm({
  initialValues,
  submitting = false,
  onNext,
}: WorkHoursModalProps & { onNext: (values: WorkHoursValues) => void }) {
  const { values, errors, update, handleSubmit } = useValidatedForm(initialValues, validateWorkHours);

  const setDay = (index: number, change: Partial<WorkDayValues>) =>
    update({ days: values.days.map((day, i) => (i === index ? { ...day, ...change } : day)) });

  return (
    <Form id={HOURS_FORM_ID} onSubmit={handleSubmit(onNext)}>
      <Days>
        {values.days.map(({ day, isAvailable, startTime, endTime }, index) => {
          const name = WEEK_DAY_LABELS[day];
          return (
            <Day key={day} disabled={submitting}>
              <DayName>{name}</DayName>
              <Switch
                checked={isAvailable}
                disabled={submitting}
                label={
                  <>
                    Available<VisuallyHidden> on {name}</VisuallyHidden>
                  </>
                }
                onChange={(next) => setDay(index, { isAvailable: next })}
              />
              {isAvailable ? (
                <Times>
                  <SelectField<string>
                    label={`${name} start time`}
                    id={`work-hours-${index}-start`}
                    error={errors[workHourErrorKey(index, 'start')]}
                    options={optionsWith(START_TIMES, startTime)}
                    value={startTime}
                    placeholder="Start time"
                    onChange={(next) => setDay(index, { startTime: next })}
                  />
                  <SelectField<string>
                    label={`${name} end time`}
                    id={`work-hours-${index}-end`}
                    error={errors[workHourErrorKey(index, 'end')]}
                    options={optionsWith(END_TIMES, endTime)}
                    value={endTime}
                    placeholder="End time"
                    onChange={(next) => setDay(index, { endTime: next })}
                  />
                </Times>
              ) : (
                <Closed>Closed</Closed>
              )}
            </Day>
          );
        })}
      </Days>
    </Form>
  );
}

function StylistsForm({
  stylists,
  week,
  submitting = false,
  serverError,
  onSubmit,
  onBack,
}: WorkHoursModalProps & { week: WorkHoursValues; onBack: () => void }) {
  const [chosen, setChosen] = useState<readonly string[]>(() => stylists.map((stylist) => stylist.id));
  const [error, setError] = useState<string | null>(null);
  const toggle = (id: string, on: boolean) => {
    setError(null);
    setChosen((ids) => (on ? [...ids, id] : ids.filter((item) => item !== id)));
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (chosen.length === 0) setError('Choose at least one stylist');
    else onSubmit(week, [...chosen]);
  };

  return (
    <Form id={STYLISTS_FORM_ID} onSubmit={submit} serverError={serverError}>
      <StylistsGroup disabled={submitting}>
        <legend>Apply to these stylists</legend>
        {stylists.length === 0 ? (
          <ErrorText>No stylist is enabled; enable a stylist first.</ErrorText>
        ) : (
          <StylistList>
            {stylists.map((stylist) => (
              <li key={stylist.id}>
                <Checkbox
                  label={stylist.name}
                  checked={chosen.includes(stylist.id)}
                  onChange={(event) => toggle(stylist.id, event.target.checked)}
                />
              </li>
            ))}
          </StylistList>
        )}
        {error && <ErrorText role="alert">{error}</ErrorText>}
      </StylistsGroup>
      <Explanation>
        Their business hours on these days are replaced; booked appointments are kept.
      </Explanation>
      <div>
        <Button variant="ghost" size="sm" onClick={onBack} disabled={submitting}>
          Back to the hours
        </Button>
      </div>
    </Form>
  );
}
