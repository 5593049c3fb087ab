import { FormField } from '@salon/ui/patterns/FormField';
import { Button } from '@salon/ui/primitives/Button';
import { Card } from '@salon/ui/primitives/Card';
import { ErrorText } from '@salon/ui/primitives/ErrorText';
import { TextInput } from '@salon/ui/primitives/TextInput';
import { useId, useState } from 'react';
import type { DayProps } from './cash-day';
import { CASH_FORM_MESSAGES, cashAmount } from './cash-form';
import { FormBody } from './CashUpScreen.styles';

/** A day not opened yet: the opening float, then Open drawer. */
export function OpenDrawerForm({ day, busy, errors, onOpen }: DayProps) {
  const id = useId();
  const [float, setFloat] = useState('');
  const [error, setError] = useState<string | null>(null);
  return (
    <Card title="Open the drawer" headingLevel={2} aria-label="Open the drawer">
      <FormBody
        as="form"
        noValidate
        aria-label="Open the drawer"
        onSubmit={(event) => {
          event.preventDefault();
          const minor = cashAmount(float, day.currency);
          if (minor === null) {
            setError(CASH_FORM_MESSAGES.float(day.currency));
            return;
          }
          setError(null);
          onOpen(minor);
        }}
      >
        <p>Count the cash the drawer starts the day with (the float), then open it.</p>
        <FormField label={`Opening float (${day.currency})`} htmlFor={`${id}-float`} required error={error}>
          {(control) => (
            <TextInput
              {...control}
              inputMode="decimal"
              autoComplete="off"
              value={float}
              disabled={busy === 'open'}
              onChange={(event) => setFloat(event.target.value)}
            />
          )}
        </FormField>
        {errors.open && (
          <ErrorText role="alert" boxed>
            {errors.open}
          </ErrorText>
        )}
        <div>
          <Button type="submit" loading={busy === 'open'}>
            Open drawer
          </Button>
        </div>
      </FormBody>
    </Card>
  );
}
