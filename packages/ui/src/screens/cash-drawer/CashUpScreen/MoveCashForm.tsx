import { FormField } from '@salon/ui/patterns/FormField';
import { Button } from '@salon/ui/primitives/Button';
import { Card } from '@salon/ui/primitives/Card';
import { ErrorText } from '@salon/ui/primitives/ErrorText';
import { TextInput } from '@salon/ui/primitives/TextInput';
import { useId, useState } from 'react';
import type { DayProps } from './cash-day';
import { CASH_FORM_MESSAGES, cashAmount } from './cash-form';
import { FormBody, Kind, Kinds } from './CashUpScreen.styles';
import { MovementsTable } from './MovementsTable';

/** Cash in or out with a reason, above the day's movements; the form starts again once one is saved. */
export function MoveCashForm(props: DayProps) {
  const { day, busy, errors, onMove } = props;
  const id = useId();
  const [kind, setKind] = useState<'in' | 'out'>('out');
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [fieldErrors, setFieldErrors] = useState<{ amount?: string; reason?: string }>({});
  // A movement saved: the form starts again.
  const [seen, setSeen] = useState(day.movements.length);
  if (seen !== day.movements.length) {
    setSeen(day.movements.length);
    setAmount('');
    setReason('');
    setFieldErrors({});
  }
  const moving = busy === 'move';
  return (
    <Card title="Cash in or out" headingLevel={2} aria-label="Cash in or out">
      <FormBody
        as="form"
        noValidate
        aria-label="Cash in or out"
        onSubmit={(event) => {
          event.preventDefault();
          if (moving) return;
          const minor = cashAmount(amount, day.currency);
          const next: { amount?: string; reason?: string } = {};
          if (minor === null || minor === 0) next.amount = CASH_FORM_MESSAGES.amount(day.currency);
          if (!reason.trim()) next.reason = CASH_FORM_MESSAGES.reason;
          setFieldErrors(next);
          if (next.amount || next.reason || minor === null) return;
          onMove({ kind, amountMinor: minor, reason: reason.trim() });
        }}
      >
        <Kinds disabled={moving}>
          <legend>In or out</legend>
          {(['in', 'out'] as const).map((option) => (
            <Kind key={option}>
              <input
                type="radio"
                name={`${id}-kind`}
                checked={kind === option}
                onChange={() => setKind(option)}
              />
              {option === 'in' ? 'Cash in' : 'Cash out'}
            </Kind>
          ))}
        </Kinds>
        <FormField
          label={`Amount (${day.currency})`}
          htmlFor={`${id}-amount`}
          required
          error={fieldErrors.amount}
        >
          {(control) => (
            <TextInput
              {...control}
              inputMode="decimal"
              autoComplete="off"
              value={amount}
              disabled={moving}
              onChange={(event) => setAmount(event.target.value)}
            />
          )}
        </FormField>
        <FormField label="Reason" htmlFor={`${id}-reason`} required error={fieldErrors.reason}>
          {(control) => (
            <TextInput
              {...control}
              autoComplete="off"
              maxLength={200}
              value={reason}
              disabled={moving}
              onChange={(event) => setReason(event.target.value)}
            />
          )}
        </FormField>
        {errors.move && (
          <ErrorText role="alert" boxed>
            {errors.move}
          </ErrorText>
        )}
        <div>
          <Button type="submit" variant="secondary" loading={moving}>
            Save movement
          </Button>
        </div>
        <MovementsTable {...props} />
      </FormBody>
    </Card>
  );
}
