import { TooManyRequestsError } from '../../errors';

export const LOGIN_LIMITED = 'Too many login attempts, please try again later';

/**
 * Where failed sign-ins are counted: this process, or the app's rate-limit counts (http/limit-counts.ts:
 * Redis when several instances share them, falling back to this process while Redis is out).
 */
export interface FailureStore {
  /** Failures under `key` in its current window, and the milliseconds left of the window. */
  get(key: string): Promise<{ count: number; resetInMs: number }>;
  /** Counts one failure under `key`; the window starts with the first failure. */
  add(key: string, windowMs: number): Promise<unknown>;
}

export interface LoginThrottleLimits {
  /** Failures one account may have (from any address) in the window before it is guarded. */
  accountMax: number;
  /** Failures one address may have (on any accounts) in the window before it is refused. */
  addressMax: number;
  windowMs: number;
}

export interface LoginAttempt {
  /** The e-mail as typed; compared trimmed and lower-cased. */
  email: string;
  address: string;
}

/**
 * The sign-in limit (defect 11). Only failures count, never successful sign-ins, and they are
 * counted per account and per address separately:
 * - an address with `addressMax` failures (on any accounts) is refused: a password-spraying address
 *   cannot try one password on every account;
 * - an account with `accountMax` failures is guarded: an address that has itself failed on it is
 *   refused, while an address that has not still gets its attempt, so the owner on their own device is
 *   never locked out by someone else's failures; each such address that fails is then refused too.
 * A correct password is thus refused only after failures from the same address.
 */
export class LoginThrottle {
  constructor(
    private readonly store: FailureStore,
    private readonly limits: LoginThrottleLimits,
  ) {}

  private keys(attempt: LoginAttempt) {
    const email = attempt.email.trim().toLowerCase();
    return {
      account: `account:${email}`,
      address: `address:${attempt.address}`,
      pair: `pair:${attempt.address}|${email}`,
    };
  }

  /** Throws 429 (with the seconds until the window ends) when this attempt may not be tried. */
  async assertAllowed(attempt: LoginAttempt): Promise<void> {
    const keys = this.keys(attempt);
    const [account, address, pair] = await Promise.all([
      this.store.get(keys.account),
      this.store.get(keys.address),
      this.store.get(keys.pair),
    ]);
    if (address.count >= this.limits.addressMax) throw limited(address.resetInMs);
    if (account.count >= this.limits.accountMax && pair.count > 0) throw limited(pair.resetInMs);
  }

  /** Counts a wrong e-mail or password. */
  async failed(attempt: LoginAttempt): Promise<void> {
    const keys = this.keys(attempt);
    const { windowMs } = this.limits;
    await Promise.all([
      this.store.add(keys.account, windowMs),
      this.store.add(keys.address, windowMs),
      this.store.add(keys.pair, windowMs),
    ]);
  }
}

function limited(resetInMs: number): TooManyRequestsError {
  const error = new TooManyRequestsError(LOGIN_LIMITED);
  error.retryAfterSeconds = Math.max(1, Math.ceil(resetInMs / 1000));
  return error;
}
