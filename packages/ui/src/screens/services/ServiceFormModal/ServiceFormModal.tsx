import { useValidatedForm } from '@salon/ui/forms';
import { FieldRow } from '@salon/ui/forms/FieldRow';
import { Form } from '@salon/ui/forms/Form';
import { FormModal, type FormModalState } from '@salon/ui/forms/FormModal';
import { SelectField } from '@salon/ui/forms/SelectField';
import { TextAreaField } from '@salon/ui/forms/TextAreaField';
import { TextField } from '@salon/ui/forms/TextField';
import { FormField } from '@salon/ui/patterns/FormField';
import { Button } from '@salon/ui/primitives/Button';
import { Select } from '@salon/ui/primitives/Select';
import { TextInput } from '@salon/ui/primitives/TextInput';
import {
  currencySymbol,
  formatMoney,
  majorToMinor,
  minorToText,
  PLATFORM_MONEY,
  textToMinor,
  type MoneyFormat,
} from '@salon/rules/money';
import { useState } from 'react';
import {
  DepositValue,
  KindToggle,
  Payment,
  PaymentChoices,
  PaymentLegend,
  PaymentNote,
  PaymentOption,
  ValueWithUnit,
} from './ServiceFormModal.styles';
import {
  depositError,
  resultOf,
  validateService,
  type ServiceFormResult,
  type DepositKind,
  type PaymentPolicy,
  type ServiceFormValues,
  type TimeUnit,
} from './validate-service';

export interface CategoryOption {
  value: string;
  label: string;
}

export interface ServiceFormModalProps extends FormModalState {
  /** 'update' locks the category/service toggle: a saved row keeps its kind. */
  mode: 'create' | 'update';
  initialValues: ServiceFormValues;
  /** The categories a service can belong to. */
  categoryOptions: CategoryOption[];
  categoriesLoading?: boolean;
  /** Called with valid values only, in minutes and dollars. */
  onSubmit: (result: ServiceFormResult) => void;
  /** The server's message, shown in the form. */
  serverError?: string | null;
  /** The salon's currency and locale, for the deposit a client pays (USD, en-US when left out). */
  money?: MoneyFormat;
}

const FORM_ID = 'service-form';
const POLICIES: { value: PaymentPolicy; label: string }[] = [
  { value: 'none', label: 'None' },
  { value: 'deposit', label: 'Deposit' },
  { value: 'card', label: 'Card on file' },
];
const DEPOSIT_KINDS: { value: DepositKind; label: string }[] = [
  { value: 'percent', label: '% of the price' },
  { value: 'fixed', label: 'Fixed amount' },
];
const UNITS: { value: TimeUnit; label: string }[] = [
  { value: 'Mins', label: 'Mins' },
  { value: 'Hours', label: 'Hours' },
];

function headingOf(mode: 'create' | 'update', kind: ServiceFormValues['kind']): string {
  if (mode === 'create') return kind === 'category' ? 'Add New Category' : 'Add New Service';
  return kind === 'category' ? 'Update Category' : 'Update Service';
}

/** Add/update of a category (title only) or a service (spec 2 §3 "Service form", §5). */
export function ServiceFormModal(props: ServiceFormModalProps) {
  const [kind, setKind] = useState(props.initialValues.kind);
  const [openedWith, setOpenedWith] = useState(props.initialValues);
  // A new opening (new initial values) starts from its own kind.
  if (openedWith !== props.initialValues) {
    setOpenedWith(props.initialValues);
    setKind(props.initialValues.kind);
  }
  return (
    <FormModal
      {...props}
      title={headingOf(props.mode, kind)}
      size="lg"
      formId={FORM_ID}
      submitLabel={props.mode === 'create' ? 'Add' : 'Update'}
    >
      <ServiceForm {...props} kind={kind} onKindChange={setKind} />
    </FormModal>
  );
}

function ServiceForm({
  mode,
  initialValues,
  categoryOptions,
  categoriesLoading = false,
  onSubmit,
  submitting = false,
  serverError,
  money = PLATFORM_MONEY,
  kind,
  onKindChange,
}: ServiceFormModalProps & {
  kind: ServiceFormValues['kind'];
  onKindChange: (kind: ServiceFormValues['kind']) => void;
}) {
  // The kind lives in the modal (its title follows it): the values checked and sent carry it.
  const { values, errors, setErrors, submitted, update, handleSubmit } = useValidatedForm(
    initialValues,
    (next) => validateService({ ...next, kind }, money.currency),
  );
  const current = { ...values, kind };

  const change = <K extends keyof ServiceFormValues>(field: K, value: ServiceFormValues[K]) =>
    update({ ...current, [field]: value });

  const switchKind = (next: ServiceFormValues['kind']) => {
    onKindChange(next);
    setErrors(submitted ? validateService({ ...values, kind: next }, money.currency) : {});
  };

  const number = (
    field: 'hours' | 'minutes' | 'charges' | 'leadTime' | 'breakTime',
    control: { id: string; invalid: boolean },
    extra: { min?: number; max?: number; step?: string; placeholder?: string } = {},
  ) => (
    <TextInput
      {...control}
      type="number"
      inputMode={field === 'charges' ? 'decimal' : 'numeric'}
      min={extra.min ?? 0}
      max={extra.max}
      step={extra.step ?? '1'}
      placeholder={extra.placeholder}
      value={current[field]}
      disabled={submitting}
      onChange={(event) => change(field, event.target.value)}
    />
  );

  /** A time (lead or break) with its unit select beside it. */
  const timeWithUnit = (
    field: 'leadTime' | 'breakTime',
    unit: 'leadUnit' | 'breakUnit',
    label: string,
    htmlFor: string,
    unitLabel: string,
  ) => (
    <FormField label={label} htmlFor={htmlFor} error={errors[field]}>
      {(control) => (
        <ValueWithUnit>
          {number(field, control)}
          <Select<TimeUnit>
            inputId={`${htmlFor}-unit`}
            aria-label={unitLabel}
            options={UNITS}
            value={current[unit]}
            isSearchable={false}
            isDisabled={submitting}
            onChange={(value) => change(unit, value ?? 'Mins')}
          />
        </ValueWithUnit>
      )}
    </FormField>
  );

  return (
    <Form id={FORM_ID} onSubmit={handleSubmit(() => onSubmit(resultOf(current)))} serverError={serverError}>
      <KindToggle role="group" aria-label="Type">
        {(['category', 'service'] as const).map((option) => (
          <Button
            key={option}
            type="button"
            size="sm"
            variant={kind === option ? 'primary' : 'secondary'}
            aria-pressed={kind === option}
            disabled={mode === 'update' || submitting}
            onClick={() => switchKind(option)}
          >
            {option === 'category' ? 'Category' : 'Service'}
          </Button>
        ))}
      </KindToggle>

      <TextField
        label={kind === 'category' ? 'Title' : 'Name'}
        id="service-title"
        error={errors.title}
        required
        maxLength={100}
        value={current.title}
        onChange={(title) => change('title', title)}
      />

      {kind === 'service' && (
        <>
          <SelectField<string>
            label="Service"
            id="service-category"
            error={errors.category}
            required
            options={categoryOptions}
            value={current.category}
            isLoading={categoriesLoading}
            placeholder="Select service"
            onChange={(value) => change('category', value)}
          />
          <FieldRow minFieldWidth="160px">
            <FormField label="Hours" htmlFor="service-hours" error={errors.duration} required>
              {(control) => number('hours', control, { max: 12 })}
            </FormField>
            <FormField label="Minutes" htmlFor="service-minutes" required>
              {(control) => number('minutes', { ...control, invalid: Boolean(errors.duration) }, { max: 60 })}
            </FormField>
            <FormField
              label={`Charges (${currencySymbol(money)})`}
              htmlFor="service-charges"
              error={errors.charges}
              required
            >
              {(control) =>
                number('charges', control, {
                  step: minorToText(1, money.currency),
                  placeholder: minorToText(0, money.currency),
                })
              }
            </FormField>
          </FieldRow>
          <FieldRow minFieldWidth="160px">
            {timeWithUnit('leadTime', 'leadUnit', 'Lead Time', 'service-lead', 'Lead time unit')}
            {timeWithUnit('breakTime', 'breakUnit', 'Break Time', 'service-break', 'Break time unit')}
          </FieldRow>
          <TextAreaField
            label="Description"
            id="service-description"
            error={errors.description}
            required
            rows={3}
            maxLength={1000}
            value={current.description}
            onChange={(description) => change('description', description)}
          />
          <PaymentSection
            values={current}
            error={errors.deposit}
            money={money}
            disabled={submitting}
            onChange={(next) => update({ ...current, ...next })}
          />
        </>
      )}
    </Form>
  );
}

type PaymentValues = Pick<ServiceFormValues, 'paymentPolicy' | 'depositKind' | 'depositValue' | 'charges'>;

/** What a client pays when they book: the deposit's amount shown in the salon's currency. */
function depositHint(values: PaymentValues, money: MoneyFormat): string | undefined {
  if (depositError(values, money.currency) || textToMinor(values.charges, money.currency) === null) {
    return undefined;
  }
  const charges = Number(values.charges);
  const amount =
    values.depositKind === 'percent'
      ? Math.round((majorToMinor(charges, money.currency) * Number(values.depositValue)) / 100)
      : majorToMinor(Number(values.depositValue), money.currency);
  return `Clients pay ${formatMoney(amount, money)} of ${formatMoney(majorToMinor(charges, money.currency), money)} when they book.`;
}

/** Why a deposit or a saved card needs payouts: the booking page offers the service only once they work. */
export const PAYOUTS_NOTE =
  "Deposits and saved cards are paid to the salon's payout account: until Payouts is set up, the booking page does not offer this service.";

/** The service's payment policy: none, a deposit (a percentage of the price or a fixed amount), a card on file. */
function PaymentSection({
  values,
  error,
  money,
  disabled,
  onChange,
}: {
  values: PaymentValues;
  error?: string;
  money: MoneyFormat;
  disabled: boolean;
  onChange: (next: Partial<ServiceFormValues>) => void;
}) {
  const percent = values.depositKind === 'percent';
  return (
    <Payment disabled={disabled}>
      <PaymentLegend>Payment</PaymentLegend>
      <PaymentChoices role="radiogroup" aria-label="Payment when booking">
        {POLICIES.map((option) => (
          <PaymentOption key={option.value}>
            <input
              type="radio"
              name="service-payment-policy"
              value={option.value}
              checked={values.paymentPolicy === option.value}
              onChange={() => onChange({ paymentPolicy: option.value })}
            />
            <span>{option.label}</span>
          </PaymentOption>
        ))}
      </PaymentChoices>
      {values.paymentPolicy !== 'none' && <PaymentNote>{PAYOUTS_NOTE}</PaymentNote>}
      {values.paymentPolicy === 'card' && (
        <PaymentNote>
          Clients save a card when they book; the salon&apos;s no-show and late-cancellation fees are charged
          to it.
        </PaymentNote>
      )}
      {values.paymentPolicy === 'deposit' && (
        <FieldRow minFieldWidth="160px">
          <FormField
            label={percent ? 'Deposit (%)' : `Deposit (${money.currency})`}
            htmlFor="service-deposit"
            error={error}
            hint={depositHint(values, money)}
            required
          >
            {(control) => (
              <DepositValue>
                <TextInput
                  {...control}
                  type="number"
                  inputMode={percent ? 'numeric' : 'decimal'}
                  min={percent ? 1 : 0}
                  max={percent ? 100 : undefined}
                  step={percent ? '1' : '0.01'}
                  value={values.depositValue}
                  onChange={(event) => onChange({ depositValue: event.target.value })}
                />
                <Select<DepositKind>
                  inputId="service-deposit-kind"
                  aria-label="Deposit kind"
                  options={DEPOSIT_KINDS}
                  value={values.depositKind}
                  isSearchable={false}
                  isDisabled={disabled}
                  onChange={(value) => onChange({ depositKind: value ?? 'percent' })}
                />
              </DepositValue>
            )}
          </FormField>
        </FieldRow>
      )}
    </Payment>
  );
}
