import type { Device } from '../../devices/schemas';
import { daysFromNow } from '../clock';
import { builder } from '../builders';

/** A fixed FCM-shaped registration token (an instance id, a colon, a long opaque part). */
export const DEMO_PUSH_TOKEN =
  'dQw4w9WgXcQ:APA91bH-demo-demo-demo-demo-demo-demo-demo-demo-demo-demo-demo-demo-demo-demo-demo-demo-0001';

export const buildDevice = builder<Device>(() => ({
  token: DEMO_PUSH_TOKEN,
  platform: 'android',
  appId: 'com.demosalon.app',
  registeredAt: daysFromNow(-1).toISOString(),
}));
