import { authorize } from '../../http/authorize';
import type { Device, RegisterDeviceBody, RemoveDeviceBody } from '@salon/api/devices/schemas';
import type { DeviceTokenRow } from '../../db/schema';
import { ownSalonOf, type Viewer } from '../../http/viewer';
import type { DeviceRepository } from './repository';

export const NO_SALON_DEVICE = 'Only accounts of a salon can register a device for push notifications';

export function deviceOf(row: DeviceTokenRow): Device {
  return {
    token: row.token,
    platform: row.platform,
    appId: row.appId,
    registeredAt: row.updatedAt.toISOString(),
  };
}

/**
 * The mobile app's devices: any signed-in account of a salon registers and removes its own. The rule for
 * accounts without a salon: the platform admin and the superadmin (whose salon is only the one they are
 * looking at) receive no pushes, so they register no device (403).
 */
export class DeviceService {
  constructor(private readonly devices: DeviceRepository) {}

  async register(viewer: Viewer, body: RegisterDeviceBody): Promise<Device> {
    const salonId = this.salonOf(viewer);
    const row = await this.devices.register(salonId, viewer.userId, {
      token: body.token,
      platform: body.platform,
      appId: body.appId ?? null,
    });
    return deviceOf(row);
  }

  /** Idempotent: a token already gone (or another account's) changes nothing. */
  async remove(viewer: Viewer, body: RemoveDeviceBody): Promise<void> {
    await this.devices.remove(this.salonOf(viewer), viewer.userId, body.token);
  }

  private salonOf(viewer: Viewer): string {
    authorize(viewer, 'devices.register', NO_SALON_DEVICE);
    return ownSalonOf(viewer, NO_SALON_DEVICE);
  }
}
