import * as endpoints from '../../devices/endpoints';
import type { RegisterDeviceBody } from '../../devices/schemas';
import { buildDevice } from '../factories/devices';
import { mockEndpoint, ok } from '../http';

/** The device calls of the mobile app; stateless like the other mock areas. */
export function deviceHandlers() {
  return [
    mockEndpoint(endpoints.registerDevice, async ({ request }) => {
      const body = (await request.json()) as RegisterDeviceBody;
      return ok(
        buildDevice({ token: body.token, platform: body.platform, appId: body.appId ?? null }),
        'Device registered',
      );
    }),
    mockEndpoint(endpoints.removeDevice, () => ok(null, 'Device removed')),
  ];
}
