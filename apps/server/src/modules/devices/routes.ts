import { registerDevice, removeDevice } from '@salon/api/devices/endpoints';
import type { ContractRouter } from '../../http/contract-route';
import type { DeviceService } from './service';

export function deviceRoutes(route: ContractRouter, devices: DeviceService): void {
  route(registerDevice, async ({ viewer, body }) => ({
    data: await devices.register(viewer, body),
    message: 'Device registered',
  }));

  route(removeDevice, async ({ viewer, body }) => {
    await devices.remove(viewer, body);
    return { data: null, message: 'Device removed' };
  });
}
