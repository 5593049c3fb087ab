import { DEPOSIT_TEXTS, depositProblem, fixedDepositText } from '@salon/rules/deposit';
import { minorDigits, textToMinor } from '@salon/rules/money';
import { isBlank, type FormErrors } from '@salon/ui/forms';

export type TimeUnit = 'Mins' | 'Hours';

export interface ServiceFormValues {
  /** Category mode (a "main service") or service mode. */
  kind: 'category' | 'service';
  title: string;
  /** The parent category's id (service mode). */
  category: string | null;
  /** 0–12. */
  hours: string;
  /** 0–60. */
  minutes: string;
  /** Major units of the salon's currency, e.g. "55" or "179.50" (USD), "5000" (JPY). */
  charges: string;
  description: string;
  leadTime: string;
  leadUnit: TimeUnit;
  breakTime: string;
  breakUnit: TimeUnit;
  /** What a website booking pays: nothing, a deposit, or a card kept on file. */
  paymentPolicy: PaymentPolicy;
  depositKind: DepositKind;
  /** A whole percentage of the price, or an amount in the salon's currency. */
  depositValue: string;
}

export type PaymentPolicy = 'none' | 'deposit' | 'card';
export type DepositKind = 'percent' | 'fixed';

export const EMPTY_SERVICE_FORM: ServiceFormValues = {
  kind: 'service',
  title: '',
  category: null,
  hours: '0',
  minutes: '0',
  charges: '',
  description: '',
  leadTime: '0',
  leadUnit: 'Mins',
  breakTime: '0',
  breakUnit: 'Mins',
  paymentPolicy: 'none',
  depositKind: 'percent',
  depositValue: '',
};

export type ServiceFormField =
  'title' | 'category' | 'duration' | 'charges' | 'description' | 'leadTime' | 'breakTime' | 'deposit';
export type ServiceFormErrors = FormErrors<ServiceFormField>;

/** What the form sends: minutes everywhere, dollars as a number. */
export type ServiceFormResult =
  | { kind: 'category'; title: string }
  | {
      kind: 'service';
      title: string;
      category: string;
      requiredTime: number;
      charges: number;
      description: string;
      leadTime: number;
      breakTime: number;
      paymentPolicy: PaymentPolicy;
      /** The deposit of a `deposit` policy (a percentage, or an amount in major units); null otherwise. */
      deposit: { kind: DepositKind; value: number } | null;
    };

/** The most a lead or break time may be: a day. */
export const MAX_GAP_MINUTES = 24 * 60;

const wholeNumber = (value: string) => (/^\d+$/.test(value.trim()) ? Number(value) : Number.NaN);

export function toMinutes(value: string, unit: TimeUnit): number {
  const amount = value.trim() === '' ? 0 : Number(value);
  return Math.round(unit === 'Hours' ? amount * 60 : amount);
}

/** Duration = hours × 60 + minutes (spec 2 §5). */
export function durationOf(values: Pick<ServiceFormValues, 'hours' | 'minutes'>): number {
  return (wholeNumber(values.hours || '0') || 0) * 60 + (wholeNumber(values.minutes || '0') || 0);
}

function gapError(value: string, unit: TimeUnit, what: string): string | undefined {
  if (value.trim() === '') return undefined;
  const amount = Number(value);
  if (!Number.isFinite(amount) || amount < 0) return `Please enter a valid ${what}`;
  if (toMinutes(value, unit) > MAX_GAP_MINUTES) return `The ${what} can be at most 24 hours`;
  return undefined;
}

/**
 * Spec 2 §5: category mode 'Please enter title'; service mode in order 'Please enter name', 'Please
 * select service', 'Please select hours or minutes', 'Please enter charges', 'Please enter description';
 * then the checks the spec leaves out (ranges, a valid price, lead and break time up to a day).
 */
export function validateService(values: ServiceFormValues, currency = 'USD'): ServiceFormErrors {
  const errors: ServiceFormErrors = {};
  if (values.kind === 'category') {
    if (isBlank(values.title)) errors.title = 'Please enter title';
    return errors;
  }
  if (isBlank(values.title)) errors.title = 'Please enter name';
  if (!values.category) errors.category = 'Please select service';
  const hours = wholeNumber(values.hours || '0');
  const minutes = wholeNumber(values.minutes || '0');
  if (Number.isNaN(hours) || hours > 12) errors.duration = 'Hours must be a whole number from 0 to 12';
  else if (Number.isNaN(minutes) || minutes > 60)
    errors.duration = 'Minutes must be a whole number from 0 to 60';
  else if (hours * 60 + minutes === 0) errors.duration = 'Please select hours or minutes';
  if (isBlank(values.charges)) errors.charges = 'Please enter charges';
  else if (textToMinor(values.charges, currency) === null || Number(values.charges) > 100_000) {
    errors.charges = `Please enter valid charges (up to 100000, ${decimalsOf(currency)})`;
  }
  if (isBlank(values.description)) errors.description = 'Please enter description';
  const lead = gapError(values.leadTime, values.leadUnit, 'lead time');
  if (lead) errors.leadTime = lead;
  const rest = gapError(values.breakTime, values.breakUnit, 'break time');
  if (rest) errors.breakTime = rest;
  const deposit = depositError(values, currency);
  if (deposit) errors.deposit = deposit;
  return errors;
}

/** The deposit's texts: the rule's own (`@salon/rules/deposit`), as the server answers them. */
export const DEPOSIT_ERRORS = DEPOSIT_TEXTS;

/** 'two decimals' (USD), 'no decimals' (JPY), '3 decimals' (KWD). */
function decimalsOf(currency: string): string {
  const digits = minorDigits(currency);
  return digits === 2 ? 'two decimals' : digits === 0 ? 'no decimals' : `${digits} decimals`;
}

/** The server's `depositProblem` (one rule, `@salon/rules/deposit`) on the typed text. */
export function depositError(
  values: Pick<ServiceFormValues, 'paymentPolicy' | 'depositKind' | 'depositValue' | 'charges'>,
  currency = 'USD',
): string | undefined {
  if (values.paymentPolicy !== 'deposit') return undefined;
  const text = values.depositValue.trim();
  if (values.depositKind === 'percent') {
    if (!/^\d+$/.test(text)) return DEPOSIT_TEXTS.percent;
  } else if (textToMinor(text, currency) === null) {
    return fixedDepositText(currency);
  }
  // A price not yet valid is the charges field's error; the deposit is then checked against nothing.
  const charges = textToMinor(values.charges, currency) === null ? Infinity : Number(values.charges);
  return (
    depositProblem('deposit', { kind: values.depositKind, value: Number(text) }, charges, currency) ??
    undefined
  );
}

/** The values to send; call after `validateService` found nothing. */
export function resultOf(values: ServiceFormValues): ServiceFormResult {
  if (values.kind === 'category') return { kind: 'category', title: values.title.trim() };
  return {
    kind: 'service',
    title: values.title.trim(),
    category: values.category ?? '',
    requiredTime: durationOf(values),
    charges: Number(values.charges),
    description: values.description.trim(),
    leadTime: toMinutes(values.leadTime, values.leadUnit),
    breakTime: toMinutes(values.breakTime, values.breakUnit),
    paymentPolicy: values.paymentPolicy,
    deposit:
      values.paymentPolicy === 'deposit'
        ? { kind: values.depositKind, value: Number(values.depositValue.trim()) }
        : null,
  };
}

/** Form values of a saved duration in minutes: whole hours when they divide evenly. */
export function splitMinutes(total: number): { value: string; unit: TimeUnit } {
  return total > 0 && total % 60 === 0
    ? { value: String(total / 60), unit: 'Hours' }
    : { value: String(total), unit: 'Mins' };
}
