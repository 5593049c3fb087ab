import { boolean, enums, literal, nullable, object, optional, string, type Infer } from 'superstruct';
import {
  Email,
  Gender,
  Id,
  IsoDateTime,
  NamedRef,
  optionalText,
  PagedQuery,
  Phone,
  text,
} from '../shared/schemas';

/** Client users are listed 15 per page (spec 1 §9). */
export const CLIENT_PAGE_SIZE = 15;

export const StylistRef = NamedRef;
export type StylistRef = Infer<typeof StylistRef>;

/** A client user (role `user`) as the Users list shows it (spec 1 §3 "User (client)"). */
export const ClientUser = object({
  _id: Id,
  name: string(),
  email: string(),
  /** 10 digits. */
  phone: nullable(string()),
  gender: nullable(Gender),
  stylist: nullable(StylistRef),
  clientNote: nullable(string()),
  active: boolean(),
  /** The app the client uses (ios, android, web), shown as OS. */
  platform: nullable(string()),
});
export type ClientUser = Infer<typeof ClientUser>;

/** `GET /users/get-users`: paged, `filterValue` searches name, e-mail and phone. */
export const ClientListQuery = PagedQuery;
export type ClientListQuery = Infer<typeof ClientListQuery>;

/**
 * `POST /users/create-user`: creates a client of the caller's salon, or updates one when `_id` is given
 * (the shared Add/Update User modal). A new account gets an unusable password: the client sets their
 * own through the app's password assistance (or a reset).
 */
export const ClientUserBody = object({
  _id: optional(Id),
  name: text(100),
  email: Email,
  gender: enums(['male', 'female']),
  phone: Phone,
  /** Optional: a client need not have a preferred stylist (the spec's form required one). */
  stylist: optional(nullable(Id)),
  /** Optional: empty or absent means no note. */
  clientNote: optionalText(1000),
});
export type ClientUserBody = Infer<typeof ClientUserBody>;

/** `?userID=` of the enable, delete, note and reset-password calls. */
export const UserIdQuery = object({ userID: Id });
export type UserIdQuery = Infer<typeof UserIdQuery>;

/** 'Logout User': ends every session of that client, so the mobile app signs out. */
export const LogoutUserBody = object({ id: Id, type: literal('byAdmin'), email: Email });
export type LogoutUserBody = Infer<typeof LogoutUserBody>;

export const ClientNoteBody = object({ clientNote: text(1000) });
export type ClientNoteBody = Infer<typeof ClientNoteBody>;

export const SendMessageBody = object({ userId: Id, message: text(1000) });
export type SendMessageBody = Infer<typeof SendMessageBody>;

/** A message pushed to a client's mobile app. */
export const SentMessage = object({ _id: Id, userId: Id, message: string(), sentAt: IsoDateTime });
export type SentMessage = Infer<typeof SentMessage>;
