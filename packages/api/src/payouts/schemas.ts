import { array, boolean, enums, integer, nullable, object, string, type Infer } from 'superstruct';
import { IsoDateTime } from '../shared/schemas';

/**
 * Where a salon's payout account stands: none yet; created but Stripe still needs something
 * before it can take charges; or able to take charges. `connected` is what opens the shop to cards.
 */
export const PAYOUT_STATES = ['not-connected', 'pending', 'connected'] as const;
export const PayoutState = enums(PAYOUT_STATES);
export type PayoutState = Infer<typeof PayoutState>;

/** A payout of the connected account to the salon's bank, as its last `payout.*` event said. */
export const PayoutSummary = object({
  /** Stripe's payout status: `paid`, `failed`, `pending`, `in_transit`, `canceled`. */
  status: string(),
  /** In cents. */
  amount: integer(),
  currency: string(),
  /** When the money is expected (or was) in the bank; null when unknown. */
  arrivalDate: nullable(IsoDateTime),
  /** The bank's reason of a failed payout, in Stripe's words; null otherwise. */
  failureMessage: nullable(string()),
});
export type PayoutSummary = Infer<typeof PayoutSummary>;

/** `GET /payouts/account`: the salon's connected account as the provider last told us. */
export const PayoutAccount = object({
  state: PayoutState,
  chargesEnabled: boolean(),
  payoutsEnabled: boolean(),
  detailsSubmitted: boolean(),
  /** What Stripe still needs now (its `requirements.currently_due`, e.g. `external_account`). */
  requirements: array(string()),
  /** Why the account cannot take charges or payouts (Stripe's `requirements.disabled_reason`); null when none. */
  disabledReason: nullable(string()),
  lastPayout: nullable(PayoutSummary),
  /** When the provider last told us about the account; null before any account. */
  updatedAt: nullable(IsoDateTime),
});
export type PayoutAccount = Infer<typeof PayoutAccount>;

/** `POST /payouts/onboarding`: where to send the owner to set up (or continue) the account. */
export const PayoutOnboarding = object({
  /** Stripe's single-use onboarding link; offline, the Payouts page itself (the account is ready at once). */
  url: string(),
  state: PayoutState,
});
export type PayoutOnboarding = Infer<typeof PayoutOnboarding>;

/**
 * `GET /payouts/shop?name=`: whether the salon's public shop takes card payments now (its payout
 * account can take charges); `message` says why not, for the site's shop pages.
 */
export const ShopPayments = object({
  cardPayments: boolean(),
  message: nullable(string()),
});
export type ShopPayments = Infer<typeof ShopPayments>;

/** The messages of this area, shared by the server, its tests and the stories. */
export const PAYOUT_TEXTS = {
  notConnected: 'This salon cannot take card payments yet.',
  shopClosed: 'This salon cannot take card payments yet. Please come back later or contact the salon.',
  started: 'Continue on Stripe to set up payouts',
  readyOffline: 'Payouts are set up',
} as const;

/** Readable names of Stripe's usual requirement keys; others are shown as Stripe names them. */
const REQUIREMENT_LABELS: Record<string, string> = {
  external_account: 'A bank account for payouts',
  'business_profile.url': 'Your business website',
  'business_profile.mcc': 'Your type of business',
  'business_profile.product_description': 'A description of what you sell',
  business_type: 'Your type of business entity',
  'tos_acceptance.date': 'Accepting Stripe’s terms of service',
  'tos_acceptance.ip': 'Accepting Stripe’s terms of service',
  'individual.first_name': 'Your first name',
  'individual.last_name': 'Your last name',
  'individual.dob.day': 'Your date of birth',
  'individual.dob.month': 'Your date of birth',
  'individual.dob.year': 'Your date of birth',
  'individual.address.line1': 'Your address',
  'individual.address.city': 'Your address',
  'individual.address.postal_code': 'Your address',
  'individual.address.state': 'Your address',
  'individual.email': 'Your e-mail address',
  'individual.phone': 'Your phone number',
  'individual.ssn_last_4': 'The last 4 digits of your SSN',
  'individual.id_number': 'Your ID number',
  'individual.verification.document': 'A photo of your ID',
  'company.name': 'Your company name',
  'company.tax_id': 'Your company tax ID',
  'company.address.line1': 'Your company address',
  'company.phone': 'Your company phone number',
  representative: 'A company representative',
  owners: 'Your company owners',
};

/** The requirements as a list a person reads: each once, in Stripe's order. */
export function requirementLabels(requirements: readonly string[]): string[] {
  const labels = requirements.map((key) => REQUIREMENT_LABELS[key] ?? key);
  return [...new Set(labels)];
}
