import type { SalonRow } from '../../db/schema';
import { ForbiddenError, NotFoundError } from '../../errors';
import type { Viewer } from '../../http/viewer';
import type { AvailabilityRepository, StylistRecord } from './repository';
import { isValidZone } from './zone';

/** Roles that manage calendars: any stylist of their salon, or (stylist) their own. */
const CALENDAR_ROLES = new Set(['superadmin', 'salon', 'manager', 'stylist']);

export const OWN_CALENDAR_ONLY = 'You can only manage your own calendar';

export interface SalonContext {
  salon: SalonRow;
  zone: string;
}

export interface StylistContext extends SalonContext {
  stylist: StylistRecord;
}

/** The salon's zone; a zone the runtime does not know falls back to UTC rather than failing every call. */
export function zoneOf(salon: SalonRow): string {
  return isValidZone(salon.timeZone) ? salon.timeZone : 'UTC';
}

/**
 * Who may touch which calendar: salon owners, managers and superadmins any stylist of their salon; a
 * stylist their own (another stylist of the salon: 403); admin, clients, companies 403; ids of another
 * salon 404 (they are not told the id exists).
 */
export class BookingAccess {
  constructor(private readonly repository: AvailabilityRepository) {}

  async salonOf(viewer: Viewer): Promise<SalonContext> {
    if (!CALENDAR_ROLES.has(viewer.role)) {
      throw new ForbiddenError('You do not have permission to manage calendars');
    }
    const salon = viewer.salonId ? await this.repository.findSalon(viewer.salonId) : undefined;
    if (!salon) throw new NotFoundError('Salon not found');
    return { salon, zone: zoneOf(salon) };
  }

  async stylistOf(viewer: Viewer, stylistId: string): Promise<StylistContext> {
    const context = await this.salonOf(viewer);
    const stylist = await this.repository.findStylist(context.salon.id, stylistId);
    if (!stylist) throw new NotFoundError('Stylist not found');
    this.assertOwn(viewer, stylistId);
    return { ...context, stylist };
  }

  /** A stylist acts on their own calendar only. */
  assertOwn(viewer: Viewer, stylistId: string): void {
    if (viewer.role === 'stylist' && viewer.userId !== stylistId) throw new ForbiddenError(OWN_CALENDAR_ONLY);
  }
}
