import { endpoint } from '../contract';
import { Empty } from '../shared/schemas';
import { Device, RegisterDeviceBody, RemoveDeviceBody } from './schemas';

/** The mobile app, after sign-in and whenever FCM rotates the token: this device receives the account's pushes. */
export const registerDevice = endpoint({
  method: 'POST',
  path: '/device/register-device',
  auth: 'token',
  body: RegisterDeviceBody,
  data: Device,
});

/** The mobile app, on sign-out: this device stops receiving the account's pushes. */
export const removeDevice = endpoint({
  method: 'POST',
  path: '/device/remove-device',
  auth: 'token',
  body: RemoveDeviceBody,
  data: Empty,
});

export const deviceEndpoints = { registerDevice, removeDevice };
