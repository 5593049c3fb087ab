import { is, object, optional, pattern, size, string, type Infer } from 'superstruct';
import { OneTimeToken } from '../auth/schemas';
import { Email, Gender, Phone, StrongPassword, text } from '../shared/schemas';
import { SalonName } from '../website-settings/schemas';

// Customer accounts of a salon's public website (spec 2 §2 "Public login", §3 "Public sign-up payload",
// §5, §7): Create Account, Password assistance and Set a new password. Public calls name the salon by
// its URL name (`?name=demo-salon`, see website/schemas `SalonNameQuery`).

/** `POST /website/register-user?name=` body: the spec's sign-up payload, plus the gender the form asks. */
export const RegisterUserBody = object({
  name: text(100),
  email: Email,
  phone: Phone,
  password: StrongPassword,
  gender: optional(Gender),
});
export type RegisterUserBody = Infer<typeof RegisterUserBody>;

/**
 * `PATCH /users/forgot-password` query: with `name`, a customer of that salon's site asks; without it,
 * a member of staff signing in to the dashboard.
 */
export const ForgotPasswordQuery = object({ name: optional(size(SalonName, 1, 100)) });
export type ForgotPasswordQuery = Infer<typeof ForgotPasswordQuery>;

/** `PATCH /users/forgot-password` body. */
export const ForgotPasswordBody = object({ email: Email });
export type ForgotPasswordBody = Infer<typeof ForgotPasswordBody>;

/**
 * The secret of a password-reset link: 32 random bytes in base64url. Only its SHA-256 hash is stored;
 * it works once and expires after `RESET_LINK_TTL_MINUTES`.
 */
export const ResetToken = pattern(string(), /^[A-Za-z0-9_-]{43}$/);

/** Whether a link's `token` has the shape of one (the page checks before asking the server). */
export function isResetToken(value: unknown): value is string {
  return is(value, ResetToken);
}

/** `POST /users/reset-password` body: the link's token and the new password. */
export const ResetPasswordBody = object({ token: ResetToken, password: StrongPassword });
export type ResetPasswordBody = Infer<typeof ResetPasswordBody>;

/** How long a password-reset link works. */
export const RESET_LINK_TTL_MINUTES = 60;

/**
 * The answer of password assistance, the same whether or not the e-mail has an account (so the form
 * cannot be used to find out who is a customer).
 */
export const PASSWORD_ASSISTANCE_SENT =
  'If an account exists for this e-mail, we have sent a link to reset its password.';

/** A reset link that is unknown, expired or used (400). */
export const RESET_LINK_INVALID = 'This link has expired or was already used';

/** The answer of a successful reset; the page then leads to sign-in. */
export const PASSWORD_SET = 'Your password has been set. Please sign in with your new password.';

/** The e-mailed link created the account, and the customer is signed in. */
export const ACCOUNT_CREATED = 'Your account has been created';

/** `POST /website/activate-account` body: the token of the e-mailed link. */
export const ActivateAccountBody = object({ token: OneTimeToken });
export type ActivateAccountBody = Infer<typeof ActivateAccountBody>;

/** How long the link that creates an account works. */
export const ACCOUNT_LINK_TTL_HOURS = 24;

/** 429 of following sign-up links (per client address). */
export const ACCOUNT_LINK_TOO_MANY =
  'Too many attempts to create an account with a link, please try again later.';

/** A link that creates an account, unknown, used or expired (400). */
export const ACCOUNT_LINK_INVALID =
  'This link has expired or was already used. Please create your account again.';

/** The code of the 403 answer when someone who is not a customer of this salon signs in on its site. */
export const NOT_A_CUSTOMER_CODE = 'not_a_customer';

/** 429 messages of the limited anonymous writes (per client address). */
export const REGISTER_TOO_MANY = 'Too many accounts created from this address, please try again later.';
export const FORGOT_TOO_MANY = 'Too many password assistance requests, please try again later.';
export const RESET_TOO_MANY = 'Too many attempts to set a password, please try again later.';
