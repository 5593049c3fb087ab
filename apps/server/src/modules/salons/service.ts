import type { SalonRef } from '@salon/api/auth/schemas';
import type { SalonRow } from '../../db/schema';
import type { SalonRepository } from './repository';

export function salonRefOf(salon: SalonRow): SalonRef {
  return { _id: salon.id, name: salon.name, photo: salon.photo };
}

export class SalonService {
  constructor(private readonly salons: SalonRepository) {}

  /** The reference of a tenant, or null (platform admin, superadmin without a salon). */
  async refOf(salonId: string | null): Promise<SalonRef | null> {
    if (!salonId) return null;
    const salon = await this.salons.findById(salonId);
    return salon ? salonRefOf(salon) : null;
  }

  /** Enabled salons by name: the superadmin's switcher and the client sign-up page. */
  async enabledSalons(): Promise<SalonRef[]> {
    return (await this.salons.listEnabled()).map(salonRefOf);
  }
}
