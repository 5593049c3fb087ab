import { ErrorText } from '@salon/ui/primitives/ErrorText';
import { useState } from 'react';
import { Checkbox } from '@salon/ui/primitives/Checkbox';
import { TextField } from '@salon/ui/forms/TextField';
import { Row, Section } from '../OnboardingScreen/OnboardingScreen.styles';
import { validateHours, type DayHours, type WeekDay } from '../OnboardingScreen/onboarding-values';
import { StepNav } from '../StepNav';

export interface BusinessHoursStepProps {
  hours: DayHours[];
  onChange: (hours: DayHours[]) => void;
  onNext: () => void;
  onPrevious: () => void;
}

/** Step 4, Business Hours: each open day's hours, at least 30 minutes. */
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
            {entry.open && (
              <>
                <TextField
                  label="Start Time"
                  id={`onb-${entry.day}-start`}
                  type="time"
                  value={entry.startTime}
                  onChange={(v) => change(entry.day, { startTime: v })}
                />
                <TextField
                  label="End Time"
                  id={`onb-${entry.day}-end`}
                  type="time"
                  value={entry.endTime}
                  onChange={(v) => change(entry.day, { endTime: v })}
                />
              </>
            )}
          </Row>
          {errors[entry.day] && <ErrorText role="alert">{errors[entry.day]}</ErrorText>}
        </div>
      ))}
      <StepNav onPrevious={onPrevious} onNext={next} />
    </Section>
  );
}
