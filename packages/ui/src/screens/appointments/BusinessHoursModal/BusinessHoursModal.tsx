import { useValidatedForm, WEEK_DAY_LABELS } from '@salon/ui/forms';
import { Form } from '@salon/ui/forms/Form';
import { FormModal, type FormModalState } from '@salon/ui/forms/FormModal';
import { SelectField } from '@salon/ui/forms/SelectField';
import { Button } from '@salon/ui/primitives/Button';
import { Icon } from '@salon/ui/primitives/Icon';
import { IconButton } from '@salon/ui/primitives/IconButton';
import { timesOfDay } from '../calendar-time';
import { Closed, Day, DayName, Days, Range, Ranges, RemoveSlot } from './BusinessHoursModal.styles';
import {
  rangeErrorKey,
  validateBusinessHours,
  type BusinessHoursValues,
  type RecurringTypeValue,
} from './validate-business-hours';

export interface BusinessHoursModalProps extends FormModalState {
  initialValues: BusinessHoursValues;
  /** Called with valid values only (every time chosen). */
  onSubmit: (values: BusinessHoursValues) => void;
}

const FORM_ID = 'business-hours-form';
const START_OPTIONS = timesOfDay().map((time) => ({ value: time, label: time }));
const END_OPTIONS = timesOfDay(true)
  .slice(1)
  .map((time) => ({ value: time, label: time }));
const RECURRING_OPTIONS: { value: RecurringTypeValue; label: string }[] = [
  { value: 'week', label: 'Week' },
  { value: 'month', label: 'Month' },
  { value: 'year', label: 'Year' },
];

/** Weekly Business Hours: each day Sun..Sat with its opening ranges, and how far ahead to generate slots. */
export function BusinessHoursModal(props: BusinessHoursModalProps) {
  return (
    <FormModal {...props} title="Weekly Business Hours" size="lg" formId={FORM_ID} submitLabel="Save">
      <BusinessHoursForm {...props} />
    </FormModal>
  );
}

function BusinessHoursForm({
  initialValues,
  onSubmit,
  submitting = false,
  serverError,
}: BusinessHoursModalProps) {
  const { values, errors, update, handleSubmit } = useValidatedForm(initialValues, validateBusinessHours);

  const setRanges = (dayIndex: number, slots: BusinessHoursValues['days'][number]['slots']) =>
    update({ ...values, days: values.days.map((day, i) => (i === dayIndex ? { ...day, slots } : day)) });

  return (
    <Form id={FORM_ID} onSubmit={handleSubmit(onSubmit)} serverError={serverError}>
      <SelectField<RecurringTypeValue>
        label="Recurring type"
        id="business-hours-recurring"
        error={errors.recurringType}
        required
        options={RECURRING_OPTIONS}
        value={values.recurringType}
        placeholder="Select recurring type"
        isSearchable={false}
        onChange={(recurringType) => update({ ...values, recurringType })}
      />
      <Days>
        {values.days.map(({ day, slots }, d) => (
          <Day key={day} disabled={submitting}>
            <DayName>
              <abbr title={WEEK_DAY_LABELS[day]}>{day}</abbr>
            </DayName>
            <Ranges>
              {slots.length === 0 && <Closed>Closed</Closed>}
              {slots.map((range, r) => (
                <Range key={r}>
                  <SelectField<string>
                    label={`${WEEK_DAY_LABELS[day]} start ${r + 1}`}
                    id={`hours-${d}-${r}-start`}
                    error={errors[rangeErrorKey(d, r, 'start')]}
                    options={START_OPTIONS}
                    value={range.startTime}
                    placeholder="Start time"
                    onChange={(startTime) =>
                      setRanges(
                        d,
                        slots.map((s, i) => (i === r ? { ...s, startTime } : s)),
                      )
                    }
                  />
                  <SelectField<string>
                    label={`${WEEK_DAY_LABELS[day]} end ${r + 1}`}
                    id={`hours-${d}-${r}-end`}
                    error={errors[rangeErrorKey(d, r, 'end')]}
                    options={END_OPTIONS}
                    value={range.endTime}
                    placeholder="End time"
                    onChange={(endTime) =>
                      setRanges(
                        d,
                        slots.map((s, i) => (i === r ? { ...s, endTime } : s)),
                      )
                    }
                  />
                  <RemoveSlot>
                    <IconButton
                      icon="trash"
                      size="sm"
                      label={`Remove ${WEEK_DAY_LABELS[day]} hours ${r + 1}`}
                      disabled={submitting}
                      onClick={() =>
                        setRanges(
                          d,
                          slots.filter((_, i) => i !== r),
                        )
                      }
                    />
                  </RemoveSlot>
                </Range>
              ))}
              <div>
                <Button
                  variant="ghost"
                  size="sm"
                  iconStart={<Icon name="plus" size={16} />}
                  disabled={submitting}
                  aria-label={`Add hours on ${WEEK_DAY_LABELS[day]}`}
                  onClick={() => setRanges(d, [...slots, { startTime: null, endTime: null }])}
                >
                  Add hours
                </Button>
              </div>
            </Ranges>
          </Day>
        ))}
      </Days>
    </Form>
  );
}
