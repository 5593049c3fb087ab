import { createHmac, randomBytes } from 'node:crypto';

/** What the stand-in's parts (PaymentIntents in api.ts, SetupIntents in setup-intents.ts) share. */
export const TEST_CARDS = {
  succeeds: '4242424242424242',
  /** 3-D Secure 2 required on every payment and every setup (Stripe's 4000 0027 6000 3184). */
  threeDSecure: '4000002760003184',
  declined: '4000000000000002',
} as const;

export type Params = Record<string, unknown>;
export type Json = Record<string, unknown>;

export const now = () => Math.floor(Date.now() / 1000);
export const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;
/** An intent's client secret, as Stripe shapes it: `<id>_secret_<random>`. */
export const clientSecretOf = (id: string) => `${id}_secret_${randomBytes(8).toString('hex')}`;

/** Stripe's form encoding (`a[b][0][c]=v`) as nested objects; numeric keys become arrays. */
export function parseForm(body: string): Params {
  const root: Params = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const path = key.replace(/\]/g, '').split('[');
    let node: Params = root;
    path.forEach((part, index) => {
      if (index === path.length - 1) node[part] = value;
      else node = (node[part] ??= {}) as Params;
    });
  }
  const arrays = (value: unknown): unknown => {
    if (!value || typeof value !== 'object') return value;
    const entries = Object.entries(value as Params).map(([k, v]) => [k, arrays(v)] as const);
    return entries.length > 0 && entries.every(([k]) => /^\d+$/.test(k))
      ? entries.map(([, v]) => v)
      : Object.fromEntries(entries);
  };
  return arrays(root) as Params;
}

export function signature(payload: string, secret: string): string {
  const timestamp = now();
  const v1 = createHmac('sha256', secret).update(`${timestamp}.${payload}`).digest('hex');
  return `t=${timestamp},v1=${v1}`;
}

/** An error answer in Stripe's shape: `{ error: body }` with `status`. */
export class StripeError extends Error {
  constructor(
    readonly status: number,
    readonly body: Json,
  ) {
    super(String(body.message));
  }
}

export const invalid = (message: string, status = 400) =>
  new StripeError(status, { type: 'invalid_request_error', message });

export const secretOnly = (key: string) => {
  if (!key.startsWith('sk_')) throw invalid('This call needs a secret key.', 401);
};

/** A card error as Stripe answers it (402), with the intent it left behind attached. */
export function cardError(code: string, message: string, attached: Json): StripeError {
  const name = attached.object === 'setup_intent' ? 'setup_intent' : 'payment_intent';
  return new StripeError(402, { type: 'card_error', code, message, [name]: attached });
}

/** The 3-D Secure step Stripe.js runs for an intent in `requires_action`. */
export const THREE_D_SECURE = {
  type: 'use_stripe_sdk',
  use_stripe_sdk: { type: 'three_d_secure_redirect' },
} as const;

export const AUTHENTICATION_FAILED =
  'We are unable to authenticate your payment method. Please choose a different payment method and try again.';
