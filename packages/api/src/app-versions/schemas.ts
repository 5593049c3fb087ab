import {
  assign,
  boolean,
  nullable,
  object,
  optional,
  refine,
  size,
  string,
  trimmed,
  type Infer,
} from 'superstruct';
import { Id, IsoDateTime, PagedQuery, text } from '../shared/schemas';

/** App versions are listed 20 per page (spec 2 §9). */
export const APP_VERSION_PAGE_SIZE = 20;

/** An http(s) address of at most 500 characters: the store pages of the mobile apps. */
export const StoreUrl = refine(trimmed(string()), 'url', (value) => {
  if (value.length > 500) return 'must be at most 500 characters';
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? true : 'must be an http(s) address';
  } catch {
    return 'must be an http(s) address';
  }
});

/** A release of a salon's mobile apps (spec 2 §3 "App version"). */
export const AppVersion = object({
  _id: Id,
  /** The salon whose apps this version is of. */
  salon: Id,
  versionTitleAndroid: string(),
  versionTitleIOS: string(),
  versionDescription: string(),
  /** Users of an older version must update before they go on. */
  isCompulsory: boolean(),
  enable: boolean(),
  packageName: string(),
  bundleID: string(),
  androidStoreUrl: nullable(string()),
  iosStoreUrl: nullable(string()),
  createdAt: IsoDateTime,
});
export type AppVersion = Infer<typeof AppVersion>;

/** `GET /version/get-version`: the `salon` whose versions the admin picked, paged and searched. */
export const AppVersionListQuery = assign(PagedQuery, object({ salon: Id }));
export type AppVersionListQuery = Infer<typeof AppVersionListQuery>;

/** `POST /version/add-version` (spec 2 §7), with the store addresses of §3. */
export const AppVersionBody = object({
  salon: Id,
  versionTitleIOS: text(50),
  versionTitleAndroid: text(50),
  packageName: text(200),
  bundleID: text(200),
  versionDescription: optional(size(trimmed(string()), 0, 1000)),
  isCompulsory: boolean(),
  androidStoreUrl: optional(nullable(StoreUrl)),
  iosStoreUrl: optional(nullable(StoreUrl)),
});
export type AppVersionBody = Infer<typeof AppVersionBody>;

export const AppVersionIdQuery = object({ id: Id });
export type AppVersionIdQuery = Infer<typeof AppVersionIdQuery>;

/** `PATCH /version/enable-disable-version?id=`: the salon the version belongs to, and the new state. */
export const AppVersionEnableBody = object({ salon: Id, enable: boolean() });
export type AppVersionEnableBody = Infer<typeof AppVersionEnableBody>;

/** `DELETE /version/delete-version?id=&salonId=`. */
export const AppVersionDeleteQuery = object({ id: Id, salonId: Id });
export type AppVersionDeleteQuery = Infer<typeof AppVersionDeleteQuery>;
