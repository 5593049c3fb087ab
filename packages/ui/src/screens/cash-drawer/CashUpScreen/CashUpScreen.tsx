import { FormField } from '@salon/ui/patterns/FormField';
import { TitledPage } from '@salon/ui/patterns/TitledPage';
import { Button } from '@salon/ui/primitives/Button';
import { Card } from '@salon/ui/primitives/Card';
import { ErrorText } from '@salon/ui/primitives/ErrorText';
import { Skeleton } from '@salon/ui/primitives/Skeleton';
import { Table, type TableColumn } from '@salon/ui/primitives/Table';
import { TextArea } from '@salon/ui/primitives/TextArea';
import { TextInput } from '@salon/ui/primitives/TextInput';
import { formatMoney } from '@salon/rules/money';
import { useId, useState } from 'react';
import { CASH_FORM_MESSAGES, cashAmount, checkCount, type CountCheck } from './cash-form';
import { Check, Columns, Figures, FormBody, Kind, Kinds, Muted, Outcome, Total } from './CashUpScreen.styles';

/** A movement of cash in or out of the drawer (the contract's `CashMovement`). */
export interface CashMovementView {
  _id: string;
  kind: 'in' | 'out';
  amountMinor: number;
  reason: string;
  byName: string;
  createdAt: string;
}

/** A day of the drawer, in the contract's shape (`CashDay`): minor units of `currency`. */
export interface CashDayView {
  date: string;
  status: 'not-opened' | 'open' | 'closed';
  currency: string;
  floatMinor: number;
  cashSalesMinor: number;
  cashRefundsMinor: number;
  cashInMinor: number;
  cashOutMinor: number;
  expectedMinor: number;
  countedMinor: number | null;
  differenceMinor: number | null;
  note: string;
  movements: readonly CashMovementView[];
  openedAt: string | null;
  openedByName: string;
  closedAt: string | null;
  closedByName: string;
}

export type CashUpState =
  { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; day: CashDayView };

/** Which write is under way. */
export type CashDrawerWrite = 'open' | 'move' | 'close' | null;

export interface CashUpScreenProps {
  state: CashUpState;
  locale: string;
  busy: CashDrawerWrite;
  /** The server's refusal of the last write, beside its form. */
  errors: Partial<Record<'open' | 'move' | 'close', string | null>>;
  /** The server's words for a count that differs without a note (the contract's `noteNeeded`). */
  noteNeededMessage: string;
  onOpen: (floatMinor: number) => void;
  onMove: (movement: { kind: 'in' | 'out'; amountMinor: number; reason: string }) => void;
  onClose: (cashUp: { countedMinor: number; note?: string }) => void;
}

const time = (iso: string | null, locale: string) =>
  iso ? new Intl.DateTimeFormat(locale, { timeStyle: 'short', timeZone: 'UTC' }).format(new Date(iso)) : '';

const dayTitle = (date: string, locale: string) =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'full', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00.000Z`),
  );

/**
 * The desk's cash drawer (catalogue cash-up): today's drawer opened with a float; then its figures (the
 * float, cash taken for sales, cash given back, cash put in and taken out, what the drawer should hold),
 * cash in or out with a reason and the day's movements, and the cash-up: the counted cash with the
 * difference shown as it is typed, a note required when it differs; once cashed up, the day read-only.
 */
export function CashUpScreen(props: CashUpScreenProps) {
  const { state, locale } = props;
  return (
    <TitledPage title="Cash drawer" width="full">
      {state.status === 'loading' ? (
        <Card aria-label="Loading the drawer">
          <Skeleton shape="text" lines={6} />
        </Card>
      ) : state.status === 'error' ? (
        <ErrorText role="alert" boxed>
          {state.message}
        </ErrorText>
      ) : (
        <>
          <Muted>{dayTitle(state.day.date, locale)}</Muted>
          {state.day.status === 'not-opened' ? (
            <OpenDrawer {...props} day={state.day} />
          ) : state.day.status === 'open' ? (
            <OpenDay {...props} day={state.day} />
          ) : (
            <ClosedDay {...props} day={state.day} />
          )}
        </>
      )}
    </TitledPage>
  );
}

type DayProps = CashUpScreenProps & { day: CashDayView };

function OpenDrawer({ day, busy, errors, onOpen }: DayProps) {
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

function DayFigures({ day, locale }: DayProps) {
  const money = (minor: number) => formatMoney(minor, { currency: day.currency, locale });
  const less = (minor: number) => (minor > 0 ? `−${money(minor)}` : money(0));
  return (
    <Card title="Today's cash" headingLevel={2} aria-label="Today's cash">
      <Figures aria-label="Figures">
        <dt>Float</dt>
        <dd>{money(day.floatMinor)}</dd>
        <dt>Cash sales</dt>
        <dd>{money(day.cashSalesMinor)}</dd>
        <dt>Cash refunds</dt>
        <dd>{less(day.cashRefundsMinor)}</dd>
        <dt>Cash in</dt>
        <dd>{money(day.cashInMinor)}</dd>
        <dt>Cash out</dt>
        <dd>{less(day.cashOutMinor)}</dd>
        <Total as="dt">Expected in the drawer</Total>
        <Total>{money(day.expectedMinor)}</Total>
        {day.countedMinor !== null && (
          <>
            <dt>Counted</dt>
            <dd>{money(day.countedMinor)}</dd>
            <dt>Difference</dt>
            <dd>{differenceText(day.differenceMinor ?? 0, money)}</dd>
          </>
        )}
      </Figures>
      {day.openedAt && (
        <Muted>
          Opened by {day.openedByName} at {time(day.openedAt, locale)}
        </Muted>
      )}
    </Card>
  );
}

const differenceText = (difference: number, money: (minor: number) => string) =>
  difference === 0 ? 'None' : difference < 0 ? `${money(-difference)} short` : `${money(difference)} over`;

function Movements({ day, locale }: DayProps) {
  const money = (minor: number) => formatMoney(minor, { currency: day.currency, locale });
  const columns: TableColumn<CashMovementView>[] = [
    { key: 'time', header: 'Time', render: (row) => time(row.createdAt, locale) },
    { key: 'kind', header: 'In or out', render: (row) => (row.kind === 'in' ? 'Cash in' : 'Cash out') },
    {
      key: 'amount',
      header: 'Amount',
      align: 'right',
      render: (row) => `${row.kind === 'out' ? '−' : ''}${money(row.amountMinor)}`,
    },
    { key: 'reason', header: 'Reason', render: (row) => row.reason },
    { key: 'by', header: 'By', render: (row) => row.byName },
  ];
  return (
    <Table
      columns={columns}
      rows={day.movements}
      rowKey={(row) => row._id}
      caption="Cash movements"
      empty="No cash put in or taken out today."
      dense
    />
  );
}

function OpenDay(props: DayProps) {
  return (
    <Columns>
      <div>
        <DayFigures {...props} />
        <MoveCash {...props} />
      </div>
      <CashUp {...props} />
    </Columns>
  );
}

function MoveCash(props: DayProps) {
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
        <Movements {...props} />
      </FormBody>
    </Card>
  );
}

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

function CashUp({ day, locale, busy, errors, noteNeededMessage, onClose }: DayProps) {
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

function ClosedDay(props: DayProps) {
  const { day, locale } = props;
  const money = (minor: number) => formatMoney(minor, { currency: day.currency, locale });
  const difference = day.differenceMinor ?? 0;
  return (
    <Columns>
      <div>
        <Outcome role="note" $balanced={difference === 0}>
          Cashed up by {day.closedByName} at {time(day.closedAt, locale)}:{' '}
          {difference === 0 ? 'balanced' : differenceText(difference, money)}
        </Outcome>
        <DayFigures {...props} />
      </div>
      <Card title="The day" headingLevel={2} aria-label="The day">
        <FormBody>
          {day.note && <p>Note: {day.note}</p>}
          <Movements {...props} />
        </FormBody>
      </Card>
    </Columns>
  );
}
