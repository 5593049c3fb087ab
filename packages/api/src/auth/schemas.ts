import {
  array,
  boolean,
  dynamic,
  enums,
  literal,
  nullable,
  object,
  optional,
  pattern,
  size,
  string,
  type Infer,
  type Struct,
} from 'superstruct';
import {
  contactFields,
  Email,
  Gender,
  Id,
  Phone,
  Photo,
  Role,
  StrongPassword,
  text,
} from '../shared/schemas';
import { SalonName } from '../website-settings/schemas';

/** A salon as sessions and pickers name it; `slug` is its public site's URL name (`/salon/{slug}`). */
export const SalonRef = object({ _id: Id, name: string(), photo: Photo, slug: optional(string()) });
export type SalonRef = Infer<typeof SalonRef>;

/** What login returns and the admin keeps under the `userInfo` storage key. */
export const UserInfo = object({
  token: string(),
  role: Role,
  _id: Id,
  name: string(),
  email: string(),
  photo: Photo,
  salon: nullable(SalonRef),
});
export type UserInfo = Infer<typeof UserInfo>;

export const LoginBody = object({
  email: Email,
  password: size(string(), 1, 128),
});
export type LoginBody = Infer<typeof LoginBody>;

/**
 * `?name={salonName}` when signing in on a salon's public site: then only that salon's customers may
 * (403 with code `not_a_customer` otherwise). The dashboard signs in without it.
 */
export const LoginQuery = object({ name: optional(size(SalonName, 1, 100)) });
export type LoginQuery = Infer<typeof LoginQuery>;

/** The signed-in user's profile as `GET /users/get-user` returns it. */
export const Profile = object({
  _id: Id,
  role: Role,
  name: string(),
  email: string(),
  phone: nullable(string()),
  address: nullable(string()),
  photo: Photo,
  gender: nullable(Gender),
  active: boolean(),
  salon: nullable(SalonRef),
  /** Stylists only: the working day and the services they offer. */
  startTime: optional(nullable(string())),
  endTime: optional(nullable(string())),
  services: optional(array(object({ _id: Id, title: string() }))),
});
export type Profile = Infer<typeof Profile>;

export const ProfileUpdateBody = object({ ...contactFields, services: optional(array(Id)) });
export type ProfileUpdateBody = Infer<typeof ProfileUpdateBody>;

export const ChangePasswordBySelfBody = object({
  type: literal('bySelf'),
  currentPassword: size(string(), 1, 128),
  password: StrongPassword,
});
export type ChangePasswordBySelfBody = Infer<typeof ChangePasswordBySelfBody>;

export const ChangePasswordByAdminBody = object({
  type: literal('byAdmin'),
  id: Id,
  email: Email,
  password: StrongPassword,
});
export type ChangePasswordByAdminBody = Infer<typeof ChangePasswordByAdminBody>;

const ChangePasswordType = object({ type: enums(['bySelf', 'byAdmin']) });

type ChangePasswordVariant = ChangePasswordBySelfBody | ChangePasswordByAdminBody;

/**
 * Either variant, chosen by `type` (a discriminated union: a plain `union` would report the failures of
 * the wrong branch, e.g. "type: must be bySelf" for a byAdmin body with a bad e-mail).
 */
export const ChangePasswordBody = dynamic<ChangePasswordVariant>((value) => {
  const type = typeof value === 'object' && value !== null ? (value as { type?: unknown }).type : undefined;
  const variant =
    type === 'bySelf'
      ? ChangePasswordBySelfBody
      : type === 'byAdmin'
        ? ChangePasswordByAdminBody
        : ChangePasswordType;
  return variant as unknown as Struct<ChangePasswordVariant, unknown>;
});
export type ChangePasswordBody = Infer<typeof ChangePasswordBody>;

export const SwitchSalonQuery = object({ salonID: Id });
export type SwitchSalonQuery = Infer<typeof SwitchSalonQuery>;

/** `/user-signup`: a client creates their account with a salon of the platform. */
export const UserSignupBody = object({
  name: text(100),
  email: Email,
  phone: Phone,
  gender: Gender,
  password: StrongPassword,
  salon: Id,
});
export type UserSignupBody = Infer<typeof UserSignupBody>;

/**
 * The answer of a client's sign-up (`/users/user-signup`, the site's Create Account): the same for a
 * known and an unknown e-mail, so the form tells nobody who has an account. The e-mail then says what
 * to do: follow the link that creates the account, or sign in (or reset the password) to the one it has.
 */
export const SIGNUP_CHECK_EMAIL = 'Check your e-mail to finish creating your account.';

/**
 * A one-time secret in a link or a hand-off: 32 random bytes in base64url. Only its SHA-256 is stored.
 */
export const OneTimeToken = pattern(string(), /^[A-Za-z0-9_-]{43}$/);

/** `POST /users/sign-in-token` body: the onboarding's hand-off token. */
export const SignInTokenBody = object({ token: OneTimeToken });
export type SignInTokenBody = Infer<typeof SignInTokenBody>;

/** How long the onboarding's sign-in hand-off works. */
export const SIGN_IN_TOKEN_TTL_MINUTES = 5;

/** 429 of the hand-off's exchange (per client address, as following any single-use link). */
export const SIGN_IN_TOKEN_TOO_MANY = 'Too many sign-in attempts with a link, please try again later.';

/** An unknown, used or expired hand-off (400). */
export const SIGN_IN_TOKEN_INVALID = 'This sign-in link has expired or was already used. Please sign in.';

export const SessionsRevoked = object({ revoked: enums(['all', 'current']) });
export type SessionsRevoked = Infer<typeof SessionsRevoked>;

/** Salons a superadmin can switch to, and the salons a client can sign up with. */
export const SalonOption = SalonRef;
export const SalonOptions = array(SalonRef);
