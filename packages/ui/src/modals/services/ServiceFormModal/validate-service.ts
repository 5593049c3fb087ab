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
  /** Dollars, e.g. "55" or "179.50". */
  charges: string;
  description: string;
  leadTime: string;
  leadUnit: TimeUnit;
  breakTime: string;
  breakUnit: TimeUnit;
  /** What a website booking pays (issue 22): nothing, a deposit, or a card kept on file. */
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
export function validateService(values: ServiceFormValues): ServiceFormErrors {
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
  else if (!/^\d+(\.\d{1,2})?$/.test(values.charges.trim()) || Number(values.charges) > 100_000) {
    errors.charges = 'Please enter valid charges (up to 100000, two decimals)';
  }
  if (isBlank(values.description)) errors.description = 'Please enter description';
  const lead = gapError(values.leadTime, values.leadUnit, 'lead time');
  if (lead) errors.leadTime = lead;
  const rest = gapError(values.breakTime, values.breakUnit, 'break time');
  if (rest) errors.breakTime = rest;
  const deposit = depositError(values);
  if (deposit) errors.deposit = deposit;
  return errors;
}

/** The server's texts (`SERVICE_PAYMENT_TEXTS` of the services contract): the form asks what it asks. */
export const DEPOSIT_ERRORS = {
  percent: 'The deposit must be a whole percentage from 1 to 100',
  fixed: 'The deposit must be an amount above 0 with at most two decimals',
  aboveCharges: 'The deposit cannot be more than the price',
} as const;

/** The server's `depositProblem` on the typed text: a whole 1-100 %, or an amount above 0 not above the price. */
export function depositError(
  values: Pick<ServiceFormValues, 'paymentPolicy' | 'depositKind' | 'depositValue' | 'charges'>,
): string | undefined {
  if (values.paymentPolicy !== 'deposit') return undefined;
  const text = values.depositValue.trim();
  if (values.depositKind === 'percent') {
    return /^\d+$/.test(text) && Number(text) >= 1 && Number(text) <= 100
      ? undefined
      : DEPOSIT_ERRORS.percent;
  }
  if (!/^\d+(\.\d{1,2})?$/.test(text) || Number(text) <= 0) return DEPOSIT_ERRORS.fixed;
  const charges = Number(values.charges);
  if (
    /^\d+(\.\d{1,2})?$/.test(values.charges.trim()) &&
    Math.round(Number(text) * 100) > Math.round(charges * 100)
  ) {
    return DEPOSIT_ERRORS.aboveCharges;
  }
  return undefined;
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
