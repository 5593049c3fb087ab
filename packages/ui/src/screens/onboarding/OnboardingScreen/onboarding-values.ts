import { formatMoney, PLATFORM_MONEY } from '@salon/rules/money';
import { failing, hasErrors, isBlank, isEmail, phoneDigits, type FormErrors } from '@salon/ui/forms';

/** The wizard's values (spec 2 §3 "Onboarding data"); Next and Previous keep them all. */
export interface SalonValues {
  name: string;
  email: string;
  phone: string;
  address: string;
  password: string;
  confirmPassword: string;
  /** Where the salon is (ISO 3166 code; '' until chosen), its IANA zone, currency and locale. */
  country: string;
  timeZone: string;
  currency: string;
  locale: string;
}

export type GenderValue = '' | 'male' | 'female' | 'other';

export interface StylistValues {
  name: string;
  email: string;
  phone: string;
  gender: GenderValue;
}

export const WEEK_DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;
export type WeekDay = (typeof WEEK_DAYS)[number];

export interface HoursRange {
  startTime: string;
  endTime: string;
}

/** A day of the week's opening hours: one range or several (9:00–13:00 and 14:00–18:00). */
export interface DayHours {
  day: WeekDay;
  open: boolean;
  ranges: HoursRange[];
}

export interface OnboardingValues {
  salon: SalonValues;
  packageId: string | null;
  planId: string | null;
  stylists: StylistValues[];
  hours: DayHours[];
  card: string;
  /** The promotion code as typed on the payment step (applied only once the server priced it). */
  promoCode: string;
}

/** A package as the wizard shows it, with its plan of the chosen interval. */
export interface OnboardingPackage {
  id: string;
  name: string;
  description: string;
  calendars: number;
  plan: { id: string; amount: number; interval: 'month' | 'year' };
}

/** A typed promotion code as the server priced it for the chosen plan (all in cents). */
export interface OnboardingPromoQuote {
  code: string;
  /** The coupon's name, e.g. 'Welcome $10'. */
  name: string;
  /** The plan it was priced for. */
  planId: string;
  price: number;
  discount: number;
  total: number;
}

/** The payment step's promotion code: none, being checked, applied (with its price) or refused. */
export type OnboardingPromoState =
  | { status: 'idle' }
  | { status: 'checking' }
  | { status: 'applied'; quote: OnboardingPromoQuote }
  | { status: 'invalid'; message: string };

/** The wizard's steps: their names (spec 2 §2) and their addresses under `/register/`. */
export const ONBOARDING_STEPS = [
  'Salon Details',
  'Subscription',
  'Stylist Details',
  'Business Hours',
  'Payment',
] as const;
export const ONBOARDING_STEP_PATHS = ['salon', 'plan', 'stylists', 'hours', 'payment'] as const;
export type OnboardingStepPath = (typeof ONBOARDING_STEP_PATHS)[number];

export const EMPTY_SALON: SalonValues = {
  name: '',
  email: '',
  phone: '',
  address: '',
  password: '',
  confirmPassword: '',
  country: '',
  timeZone: 'UTC',
  currency: 'USD',
  locale: 'en-US',
};

export const EMPTY_STYLIST: StylistValues = { name: '', email: '', phone: '', gender: '' };

export const DEFAULT_HOURS: DayHours[] = WEEK_DAYS.map((day) => ({
  day,
  open: day !== 'Sun' && day !== 'Sat',
  ranges: [{ startTime: '09:00', endTime: '17:00' }],
}));

/** A new range after the day's last one: an hour after it ends, for two hours (within the day). */
export function nextRange(ranges: HoursRange[]): HoursRange {
  const last = ranges[ranges.length - 1];
  if (!last?.endTime) return { startTime: '', endTime: '' };
  const start = Math.min(minutes(last.endTime) + 60, 22 * 60);
  return { startTime: timeOf(start), endTime: timeOf(Math.min(start + 120, 23 * 60 + 59)) };
}

export const EMPTY_ONBOARDING: OnboardingValues = {
  salon: EMPTY_SALON,
  packageId: null,
  planId: null,
  stylists: [],
  hours: DEFAULT_HOURS,
  card: '',
  promoCode: '',
};

export const PASSWORD_RULE = 'Password should have uppercase, lowercase, symbol and 8 characters long.';
export const SELECT_OPTION = 'Please select one of the option';
export const STYLIST_EMAIL_TAKEN =
  'A stylist with this email address already exists. Please enter different email address.';
export const STYLIST_PHONE_TAKEN =
  'A stylist with this phone already exists. Please enter different phone number.';
export const END_TOO_SOON = 'End time should be at least 30 minutes after Start time';

/** Spec 2 §5 "Onboarding salon": upper case, lower case, a symbol and 8 characters. */
export function isOnboardingPassword(value: string): boolean {
  return value.length >= 8 && /[A-Z]/.test(value) && /[a-z]/.test(value) && /[^A-Za-z0-9\s]/.test(value);
}

export function validateSalon(values: SalonValues): FormErrors<keyof SalonValues> {
  return failing({
    name: isBlank(values.name) ? 'Please enter name.' : undefined,
    address: isBlank(values.address) ? 'Please enter address' : undefined,
    email: isBlank(values.email)
      ? 'Please enter email'
      : !isEmail(values.email.trim())
        ? 'Please enter valid email'
        : undefined,
    phone: phoneDigits(values.phone).length !== 10 ? 'Please enter phone no.' : undefined,
    password: !values.password
      ? 'Please enter password'
      : !isOnboardingPassword(values.password)
        ? PASSWORD_RULE
        : undefined,
    confirmPassword: !values.confirmPassword
      ? 'Please re-enter password'
      : values.confirmPassword !== values.password
        ? 'Password does not match'
        : undefined,
    country: values.country ? undefined : 'Please select the country',
    timeZone: values.timeZone ? undefined : 'Please select the time zone',
    currency: values.currency ? undefined : 'Please select the currency',
    locale: values.locale ? undefined : 'Please select the language',
  });
}

/** Spec 2 §5 "Onboarding stylist"; `others` are the addresses and phones already in the sign-up. */
export function validateStylist(
  values: StylistValues,
  others: { emails: string[]; phones: string[] },
): FormErrors<keyof StylistValues> {
  const email = values.email.trim().toLowerCase();
  return failing({
    name: isBlank(values.name) ? 'Please enter name' : undefined,
    email: isBlank(values.email)
      ? 'Please enter email'
      : !isEmail(email)
        ? 'Please enter valid email'
        : others.emails.includes(email)
          ? STYLIST_EMAIL_TAKEN
          : undefined,
    phone:
      phoneDigits(values.phone).length !== 10
        ? 'Please enter phone no.'
        : others.phones.includes(phoneDigits(values.phone))
          ? STYLIST_PHONE_TAKEN
          : undefined,
    gender: values.gender ? undefined : 'Please enter gender',
  });
}

export const START_BEFORE_PREVIOUS_END = 'Start time should be greater than previous End Time';

function minutes(time: string): number {
  return Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
}

function timeOf(total: number): string {
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
}

/** The first thing wrong with one open day's ranges, or undefined. */
function dayError(ranges: HoursRange[]): string | undefined {
  for (const [index, range] of ranges.entries()) {
    if (!range.startTime) return 'Start time required';
    if (!range.endTime) return 'End time required';
    const previous = ranges[index - 1];
    // Back to back is fine (13:00–13:00); an overlap is not.
    if (previous && minutes(range.startTime) < minutes(previous.endTime)) return START_BEFORE_PREVIOUS_END;
    if (minutes(range.endTime) < minutes(range.startTime) + 30) return END_TOO_SOON;
  }
  return undefined;
}

/**
 * Spec 2 §5 "Business hours": each range's start and end required, the end at least 30 minutes after
 * the start, and each start after the previous range's end; one message per day.
 */
export function validateHours(hours: DayHours[]): Partial<Record<WeekDay, string>> {
  const errors: Partial<Record<WeekDay, string>> = {};
  for (const day of hours) {
    const error = day.open ? dayError(day.ranges) : undefined;
    if (error) errors[day.day] = error;
  }
  return errors;
}

/** The owner's e-mail, already in use on the platform (checked as it is typed). */
export const OWNER_EMAIL_IN_USE =
  "The salon owner's e-mail is already in use: an account with this email address already exists. Sign in, or use another e-mail.";

/** A stylist's e-mail already in use on the platform, naming the stylist when there is a name. */
export function stylistEmailInUse(name?: string): string {
  const who = name?.trim() ? `${name.trim()}'s e-mail` : "This stylist's e-mail";
  return `${who} is already in use on the platform. Please enter different email address.`;
}

/**
 * The furthest step the values reach: a step opens only once every step before it is filled in. A
 * reload or a typed address past it lands there instead.
 */
export function furthestStep(
  values: OnboardingValues,
  pkg: OnboardingPackage | null,
  taken: string[] = [],
): number {
  if (hasErrors(validateSalon(values.salon)) || taken.includes(values.salon.email.trim().toLowerCase()))
    return 0;
  if (!pkg || !values.planId) return 1;
  if (values.stylists.length === 0 || values.stylists.length > pkg.calendars) return 2;
  if (values.stylists.some((stylist) => taken.includes(stylist.email.trim().toLowerCase()))) return 2;
  if (Object.keys(validateHours(values.hours)).length > 0) return 3;
  return 4;
}

/** The platform's plan prices, in US dollars: 2900 → '$29.00'. */
export function formatCents(cents: number): string {
  return formatMoney(cents, PLATFORM_MONEY);
}
