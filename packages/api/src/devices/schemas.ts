import { enums, nullable, object, optional, refine, string, type Infer } from 'superstruct';
import { IsoDateTime, text } from '../shared/schemas';

/** The mobile apps that receive pushes through Firebase Cloud Messaging. */
export const DEVICE_PLATFORMS = ['android', 'ios'] as const;
export const DevicePlatform = enums(DEVICE_PLATFORMS);
export type DevicePlatform = Infer<typeof DevicePlatform>;

/**
 * An FCM registration token as the app's SDK hands it over: printable ASCII without spaces, at most
 * 4,096 characters (FCM's are about 160 today; the limit leaves room without inviting abuse).
 */
export const PushToken = refine(string(), 'push token', (value) =>
  /^[\x21-\x7e]{1,4096}$/.test(value) ? true : 'must be a device registration token',
);

/**
 * `POST /device/register-device`: the signed-in account's device. Idempotent: the same token again
 * updates its platform and app id, and a token registered by another account moves to this one.
 */
export const RegisterDeviceBody = object({
  token: PushToken,
  platform: DevicePlatform,
  /** The Android package name or iOS bundle id of the app that holds the token. */
  appId: optional(nullable(text(200))),
});
export type RegisterDeviceBody = Infer<typeof RegisterDeviceBody>;

/** `POST /device/remove-device`: on sign-out; a token the account does not hold is already gone (200). */
export const RemoveDeviceBody = object({ token: PushToken });
export type RemoveDeviceBody = Infer<typeof RemoveDeviceBody>;

/** A registered device of the signed-in account. */
export const Device = object({
  token: string(),
  platform: DevicePlatform,
  appId: nullable(string()),
  registeredAt: IsoDateTime,
});
export type Device = Infer<typeof Device>;
