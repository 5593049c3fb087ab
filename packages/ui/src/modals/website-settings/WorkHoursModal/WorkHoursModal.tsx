import { useValidatedForm, WEEK_DAY_LABELS } from '@salon/ui/forms';
import { Form } from '@salon/ui/forms/Form';
import { FormModal, type FormModalState } from '@salon/ui/forms/FormModal';
import { SelectField } from '@salon/ui/forms/SelectField';
import { Switch } from '@salon/ui/primitives/Switch';
import { VisuallyHidden } from '@salon/ui/primitives/VisuallyHidden';
import { Closed, Day, DayName, Days, Times } from './WorkHoursModal.styles';
import {
  validateWorkHours,
  workHourErrorKey,
  type WorkDayValues,
  type WorkHoursValues,
} from './validate-work-hours';

export interface WorkHoursModalProps extends FormModalState {
  /** The saved hours, or `DEFAULT_WORK_HOURS_VALUES` (Sunday available, times empty). */
  initialValues: WorkHoursValues;
  /** Called with valid values only. */
  onSubmit: (values: WorkHoursValues) => void;
}

const FORM_ID = 'work-hours-form';

/** Every half hour of the day, 'HH:mm'. */
const HALF_HOURS = Array.from(
  { length: 48 },
  (_, i) => `${String(Math.floor(i / 2)).padStart(2, '0')}:${i % 2 ? '30' : '00'}`,
);
const START_TIMES = HALF_HOURS;
/** An end may be any later half hour, or 23:59 for 'until midnight'. */
const END_TIMES = [...HALF_HOURS.slice(1), '23:59'];

/** The choices, with a saved time that is not on the half hour kept in its place. */
function optionsWith(times: string[], current: string | null) {
  const all = current && !times.includes(current) ? [...times, current].sort() : times;
  return all.map((time) => ({ value: time, label: time }));
}

/** 'Add Work Hours': each day Sun..Sat open or closed, with its opening and closing time; 'Next' saves. */
export function WorkHoursModal(props: WorkHoursModalProps) {
  return (
    <FormModal {...props} title="Add Work Hours" size="lg" formId={FORM_ID} submitLabel="Next">
      <WorkHoursForm {...props} />
    </FormModal>
  );
}

function WorkHoursForm({ initialValues, onSubmit, submitting = false, serverError }: WorkHoursModalProps) {
  const { values, errors, update, handleSubmit } = useValidatedForm(initialValues, validateWorkHours);

  const setDay = (index: number, change: Partial<WorkDayValues>) =>
    update({ days: values.days.map((day, i) => (i === index ? { ...day, ...change } : day)) });

  return (
    <Form id={FORM_ID} onSubmit={handleSubmit(onSubmit)} serverError={serverError}>
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
