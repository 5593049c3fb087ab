import { FormField } from '@salon/ui/patterns/FormField';
import { Button } from '@salon/ui/primitives/Button';
import { Card } from '@salon/ui/primitives/Card';
import { ErrorText } from '@salon/ui/primitives/ErrorText';
import { TextArea } from '@salon/ui/primitives/TextArea';
import { TextInput } from '@salon/ui/primitives/TextInput';
import { formatMoney } from '@salon/rules/money';
import { useId, useState } from 'react';
import type { DayProps } from './cash-day';
import { CASH_FORM_MESSAGES, cashAmount, checkCount, type CountCheck } from './cash-form';
import { Check, FormBody } from './CashUpScreen.styles';

function CountOutcome({ check, money }: { check: CountCheck; money: (minor: number) => string }) {
  if (check.kind === 'none') return null;
  return (
    <Check role="status" $balanced={check.kind === 'balanced'}>
      {check.kind === 'balanced'
        ? 'Balanced: the count matches what was expected'
        : `Discrepancy: ${money(check.byMinor)} ${check.kind}`}
    </Check>
  );
}

/** The cash-up: the count, its difference as it is typed, and a note when it differs. */
export function CashUpForm({ day, locale, busy, errors, noteNeededMessage, onClose }: DayProps) {
  const id = useId();
  const money = (minor: number) => formatMoney(minor, { currency: day.currency, locale });
  const [counted, setCounted] = useState('');
  const [note, setNote] = useState('');
  const [fieldErrors, setFieldErrors] = useState<{ counted?: string; note?: string }>({});
  const check = checkCount(counted, day.expectedMinor, day.currency);
  const differs = check.kind === 'short' || check.kind === 'over';
  const closing = busy === 'close';
  return (
    <Card title="Cash-up" headingLevel={2} aria-label="Cash-up">
      <FormBody
        as="form"
        noValidate
        aria-label="Cash-up"
        onSubmit={(event) => {
          event.preventDefault();
          if (closing) return;
          const minor = cashAmount(counted, day.currency);
          const next: { counted?: string; note?: string } = {};
          if (minor === null) next.counted = CASH_FORM_MESSAGES.counted(day.currency);
          if (differs && !note.trim()) next.note = noteNeededMessage;
          setFieldErrors(next);
          if (next.counted || next.note || minor === null) return;
          onClose({ countedMinor: minor, ...(note.trim() ? { note: note.trim() } : {}) });
        }}
      >
        <p>Count the cash in the drawer: {money(day.expectedMinor)} is expected.</p>
        <FormField
          label={`Counted cash (${day.currency})`}
          htmlFor={`${id}-counted`}
          required
          error={fieldErrors.counted}
        >
          {(control) => (
            <TextInput
              {...control}
              inputMode="decimal"
              autoComplete="off"
              value={counted}
              disabled={closing}
              onChange={(event) => setCounted(event.target.value)}
            />
          )}
        </FormField>
        <CountOutcome check={check} money={money} />
        <FormField
          label="Note"
          htmlFor={`${id}-note`}
          required={differs}
          hint={differs ? 'Required: why the count differs.' : 'Anything to remember about the day.'}
          error={fieldErrors.note}
        >
          {(control) => (
            <TextArea
              {...control}
              rows={2}
              maxLength={500}
              value={note}
              disabled={closing}
              onChange={(event) => setNote(event.target.value)}
            />
          )}
        </FormField>
        {errors.close && (
          <ErrorText role="alert" boxed>
            {errors.close}
          </ErrorText>
        )}
        <div>
          <Button type="submit" loading={closing}>
            Confirm cash-up
          </Button>
        </div>
      </FormBody>
    </Card>
  );
}
