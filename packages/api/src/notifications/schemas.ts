import { enums, object, optional, size, string, type Infer } from 'superstruct';
import { Id, IsoDateTime, pageFields, text, wholeNumber } from '../shared/schemas';

/** Sent notifications are listed 5 per page (spec 2 §9). */
export const NOTIFICATION_PAGE_SIZE = 5;

/**
 * Who a notification goes to (spec 2 §6): `all` (the stylists and the client users), `Stylist` (the
 * stylists) or `user` (the client users). For a salon role that is its salon's audience; for the platform
 * admin every active salon's.
 */
export const SEND_TARGETS = ['all', 'Stylist', 'user'] as const;
export const SendTarget = enums(SEND_TARGETS);
export type SendTarget = Infer<typeof SendTarget>;

/** A sent notification (spec 2 §3), with its audience and how many accounts it reached. */
export const Notification = object({
  _id: Id,
  title: text(100),
  body: text(1000),
  to: SendTarget,
  recipientCount: wholeNumber(0),
  createdAt: IsoDateTime,
});
export type Notification = Infer<typeof Notification>;

/** `GET /notification/get-notification?pageNumber&pageSize`: the caller's sent notifications, newest first. */
export const NotificationListQuery = object(pageFields(NOTIFICATION_PAGE_SIZE));
export type NotificationListQuery = Infer<typeof NotificationListQuery>;

/**
 * `POST /notification/send-notification` (spec 2 §3). The old `offset=-330` query is accepted and ignored;
 * `entryAddedFrom` names the sending app (the dashboard sends 'web') and is not stored.
 */
export const SendNotificationBody = object({
  to: SendTarget,
  title: text(100),
  body: text(1000),
  entryAddedFrom: optional(size(string(), 0, 50)),
});
export type SendNotificationBody = Infer<typeof SendNotificationBody>;
