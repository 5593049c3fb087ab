import type { SalonRow } from '../../db/schema';
import { NotFoundError } from '../../errors';
import { authorize } from '../../http/authorize';
import type { Viewer } from '../../http/viewer';
import { zoneOf } from '../../lib/time-zones';
import { OWN_CALENDAR_ONLY, SALON_NOT_FOUND, STYLIST_NOT_FOUND } from './messages';
import type { SlotReads, StylistRecord } from './slot-reads';

/** Roles that manage calendars: any stylist of their salon, or (stylist) their own. */

export interface SalonContext {
  salon: SalonRow;
  zone: string;
}

export interface StylistContext extends SalonContext {
  stylist: StylistRecord;
}

/**
 * Who may touch which calendar: salon owners, managers and superadmins any stylist of their salon; a
 * stylist their own (another stylist of the salon: 403); admin, clients, companies 403; ids of another
 * salon 404 (they are not told the id exists).
 */
export class CalendarAccess {
  constructor(private readonly repository: SlotReads) {}

  async salonOf(viewer: Viewer): Promise<SalonContext> {
    authorize(viewer, 'calendar.manage', 'You do not have permission to manage calendars');
    const salon = viewer.salonId ? await this.repository.findSalon(viewer.salonId) : undefined;
    if (!salon) throw new NotFoundError(SALON_NOT_FOUND);
    return { salon, zone: zoneOf(salon) };
  }

  async stylistOf(viewer: Viewer, stylistId: string): Promise<StylistContext> {
    const context = await this.salonOf(viewer);
    const stylist = await this.repository.findStylist(context.salon.id, stylistId);
    if (!stylist) throw new NotFoundError(STYLIST_NOT_FOUND);
    this.assertOwn(viewer, stylistId);
    return { ...context, stylist };
  }

  /** Another stylist's calendar needs `calendar.manageOthers` (a stylist acts on their own only). */
  assertOwn(viewer: Viewer, stylistId: string): void {
    if (viewer.userId !== stylistId) authorize(viewer, 'calendar.manageOthers', OWN_CALENDAR_ONLY);
  }
}
