import { ErrorText } from '@salon/ui/primitives/ErrorText';
import { Fragment, useState } from 'react';
import { Button } from '@salon/ui/primitives/Button';
import { IconButton } from '@salon/ui/primitives/IconButton';
import { Checkbox } from '@salon/ui/primitives/Checkbox';
import { TextField } from '@salon/ui/forms/TextField';
import { Row, Section } from '../OnboardingScreen/OnboardingScreen.styles';
import {
  nextRange,
  validateHours,
  type DayHours,
  type HoursRange,
  type WeekDay,
} from '../OnboardingScreen/onboarding-values';
import { StepNav } from '../StepNav';

export interface BusinessHoursStepProps {
  hours: DayHours[];
  onChange: (hours: DayHours[]) => void;
  onNext: () => void;
  onPrevious: () => void;
}

/** A day's ranges at most (the API takes up to 12; a salon day has two or three). */
const MAX_RANGES = 4;

/** Step 4, Business Hours: each open day's hours, one range or several, each at least 30 minutes. */
export function BusinessHoursStep({ hours, onChange, onNext, onPrevious }: BusinessHoursStepProps) {
  const [errors, setErrors] = useState<Partial<Record<WeekDay, string>>>({});
  const [submitted, setSubmitted] = useState(false);
  const change = (day: WeekDay, patch: Partial<DayHours>) => {
    const next = hours.map((entry) => (entry.day === day ? { ...entry, ...patch } : entry));
    onChange(next);
    if (submitted) setErrors(validateHours(next));
  };
  const next = () => {
    const found = validateHours(hours);
    setSubmitted(true);
    setErrors(found);
    if (Object.keys(found).length === 0) onNext();
  };
  const setRanges = (day: DayHours, ranges: HoursRange[]) => change(day.day, { ranges });
  return (
    <Section aria-label="Business Hours">
      {hours.map((entry) => (
        <div key={entry.day}>
          <Row>
            <Checkbox
              label={entry.day}
              checked={entry.open}
              onChange={(event) => change(entry.day, { open: event.target.checked })}
            />
            {entry.open &&
              entry.ranges.map((range, index) => {
                // The first range keeps the ids `onb-Mon-start`; later ones are numbered from 2.
                const id = `onb-${entry.day}-${index === 0 ? '' : `${index + 1}-`}`;
                const edit = (patch: Partial<HoursRange>) =>
                  setRanges(
                    entry,
                    entry.ranges.map((r, i) => (i === index ? { ...r, ...patch } : r)),
                  );
                return (
                  <Fragment key={index}>
                    <TextField
                      label="Start Time"
                      id={`${id}start`}
                      type="time"
                      value={range.startTime}
                      onChange={(v) => edit({ startTime: v })}
                    />
                    <TextField
                      label="End Time"
                      id={`${id}end`}
                      type="time"
                      value={range.endTime}
                      onChange={(v) => edit({ endTime: v })}
                    />
                    {index > 0 && (
                      <IconButton
                        icon="trash"
                        size="sm"
                        label={`Remove ${entry.day} hours ${range.startTime}–${range.endTime}`}
                        onClick={() =>
                          setRanges(
                            entry,
                            entry.ranges.filter((_, i) => i !== index),
                          )
                        }
                      />
                    )}
                  </Fragment>
                );
              })}
            {entry.open && entry.ranges.length < MAX_RANGES && (
              <Button
                variant="ghost"
                size="sm"
                aria-label={`Add hours on ${entry.day}`}
                onClick={() => setRanges(entry, [...entry.ranges, nextRange(entry.ranges)])}
              >
                Add hours
              </Button>
            )}
          </Row>
          {errors[entry.day] && <ErrorText role="alert">{errors[entry.day]}</ErrorText>}
        </div>
      ))}
      <StepNav onPrevious={onPrevious} onNext={next} />
    </Section>
  );
}
