import type { Attendance, AttendanceBody, CheckinUser, CheckinUserQuery } from '@salon/api/check-in/schemas';
import type { Paged } from '@salon/api/shared/schemas';
import { BadRequestError, NotFoundError } from '../../errors';
import { authorize } from '../../http/authorize';
import { ownSalonOf, type Viewer } from '../../http/viewer';
import type { ClientListRow, ClientReads } from '../clients';
import { pageOf } from '../../db/paging';
import type { AttendanceRepository } from './repository';

/** The check-in desk: salon owners, managers and the superadmin (catalogue row check-in). */

/** `2125550142` → `***-***-0142`: the select is seen by everyone at the desk. */
export function maskPhone(phone: string | null): string | null {
  if (!phone) return null;
  return `***-***-${phone.slice(-4)}`;
}

function checkinUserOf(row: ClientListRow): CheckinUser {
  return {
    _id: row.id,
    name: row.name,
    maskedPhone: maskPhone(row.phone),
    stylist: row.stylistId && row.stylistName ? { _id: row.stylistId, name: row.stylistName } : null,
  };
}

export class AttendanceService {
  constructor(
    private readonly attendance: AttendanceRepository,
    private readonly clients: ClientReads,
  ) {}

  /** Active clients of the salon, by name, searched by name or phone. */
  async checkinUsers(viewer: Viewer, query: CheckinUserQuery): Promise<Paged<CheckinUser>> {
    const salonId = this.tenantOf(viewer);
    // E-mail addresses are not searched: the desk's screen should not reveal them by probing.
    const { rows, total } = await this.clients.list({ salonId }, query, {
      activeOnly: true,
      withEmail: false,
    });
    return pageOf(rows.map(checkinUserOf), total, query.pageSize);
  }

  async checkIn(viewer: Viewer, body: AttendanceBody): Promise<Attendance> {
    const salonId = this.tenantOf(viewer);
    const client = await this.clients.find({ salonId }, body.user);
    if (!client) throw new NotFoundError('User not found');
    if (!client.active) throw new BadRequestError('This account is disabled and cannot check in');

    let stylist =
      client.stylistId && client.stylistName ? { _id: client.stylistId, name: client.stylistName } : null;
    if (body.stylist) {
      const chosen = await this.clients.findStylist(salonId, body.stylist);
      if (!chosen) throw new NotFoundError('Stylist not found');
      stylist = { _id: chosen.id, name: chosen.name };
    }
    const row = await this.attendance.record({ salonId, userId: client.id, stylistId: stylist?._id ?? null });
    return {
      _id: row.id,
      user: { _id: client.id, name: client.name },
      stylist,
      checkedInAt: row.checkedInAt.toISOString(),
    };
  }

  private tenantOf(viewer: Viewer): string {
    authorize(viewer, 'attendance.checkIn', 'You do not have permission to check clients in');
    return ownSalonOf(viewer, 'Please select a salon first');
  }
}
