import type {
  AddStylistSettingsBody,
  StylistFormBody,
  StylistItem,
  StylistOption,
  StylistSettings,
} from '@salon/api/stylists/schemas';
import type { StylistSettingsRow } from '../../db/schema';
import { BadRequestError, ConflictError, NotFoundError } from '../../errors';
import { authorize, permits } from '../../http/authorize';
import type { UploadedFile } from '../../http/uploads';
import { ownSalonOf, type Viewer } from '../../http/viewer';
import type { ImageStore } from '../../storage/image-store';
import { type AccountService, contactOf, salonRefOf, type StaffInvitations } from '../accounts';
import { hashPassword } from '../../lib/passwords';
import { pageOf, type Page, type PageRequest } from '../../db/paging';
import type { StylistRepository, StylistRow } from './repository';
import type { UpcomingAppointments } from './upcoming-appointments';

const NOT_FOUND = 'Stylist not found';
export const HAS_UPCOMING_APPOINTMENTS = 'This stylist has upcoming appointments; cancel or move them first';

function itemOf(row: StylistRow): StylistItem {
  return {
    ...contactOf(row),
    photo: row.photo,
    bio: row.bio,
    gender: row.gender,
    active: row.active,
    salon: salonRefOf(row),
  };
}

function settingsOf(stylistId: string, row: StylistSettingsRow | undefined): StylistSettings {
  return {
    stylistId,
    startTime: row?.breakStart ?? null,
    endTime: row?.breakEnd ?? null,
    recurringType: row?.recurringType ?? null,
    intervalTime: row?.intervalMinutes ?? null,
    services: row?.serviceIds ?? [],
    isBreakTimeCompulsory: row?.isBreakTimeCompulsory ?? false,
  };
}

export class StylistService {
  constructor(
    private readonly deps: {
      stylists: StylistRepository;
      accounts: AccountService;
      images: ImageStore;
      appointments: UpcomingAppointments;
      /** A new stylist's invitation e-mail (the accounts module's links). */
      invitations?: Pick<StaffInvitations, 'sendInvitation'>;
      now?: () => Date;
    },
  ) {}

  async list(viewer: Viewer, page: PageRequest): Promise<Page<StylistItem>> {
    authorize(viewer, 'stylists.list');
    const salonId = permits(viewer, 'stylists.allSalons') ? null : ownSalonOf(viewer);
    const { rows, total } = await this.deps.stylists.list(salonId, page);
    return pageOf(rows.map(itemOf), total, page.pageSize);
  }

  async options(
    viewer: Viewer,
    query: { pageNumber?: number; pageSize?: number; filterValue?: string },
  ): Promise<Page<StylistOption>> {
    authorize(viewer, 'stylists.options');
    const salonId = permits(viewer, 'stylists.allSalons') ? null : ownSalonOf(viewer);
    const page = {
      pageNumber: query.pageNumber ?? 1,
      pageSize: query.pageSize ?? 1000,
      filterValue: query.filterValue,
    };
    const { rows, total } = await this.deps.stylists.listEnabled(salonId, page);
    return pageOf(
      rows.map((row) => ({ _id: row.id, name: row.name, photo: row.photo })),
      total,
      page.pageSize,
    );
  }

  async save(viewer: Viewer, body: StylistFormBody, image: UploadedFile | undefined): Promise<StylistItem> {
    authorize(viewer, 'stylists.manage');
    const salonId = ownSalonOf(viewer);
    const existing = body.id ? await this.find(salonId, body.id) : undefined;
    if (!existing) {
      if (!body.password) throw new BadRequestError('password: is required');
      if (!image) throw new BadRequestError('image: is required');
    }
    await this.deps.accounts.assertAvailable({
      email: body.email,
      phone: body.phone,
      salonId,
      exceptUserId: existing?.id,
    });

    const photo = image ? await this.deps.images.store(image) : undefined;
    const changes = {
      name: body.name,
      email: body.email,
      phone: body.phone,
      address: body.address,
      gender: body.gender,
      // Absent: kept; blank: cleared.
      ...(body.bio !== undefined ? { bio: body.bio.trim() || null } : {}),
      ...(photo ? { photo } : {}),
    };
    const write = async (): Promise<string> => {
      if (!existing) {
        return this.deps.stylists.create(salonId, {
          ...changes,
          passwordHash: await hashPassword(body.password!),
        });
      }
      await this.deps.stylists.update(salonId, existing.id, changes);
      return existing.id;
    };
    let id: string;
    try {
      id = await this.deps.accounts.write(write);
    } catch (error) {
      await this.deps.images.remove(photo);
      throw error;
    }
    // The replaced photo goes only once the new one is saved.
    if (photo && existing) await this.deps.images.remove(existing.photo);
    const saved = itemOf(await this.find(salonId, id));
    // A new stylist hears of it, with a link to choose their own password.
    if (!existing && saved.salon) {
      await this.deps.invitations?.sendInvitation(id, { id: saved.salon._id, name: saved.salon.name });
    }
    return saved;
  }

  async setActive(viewer: Viewer, stylistId: string, enable: boolean): Promise<StylistItem> {
    authorize(viewer, 'stylists.manage');
    const salonId = ownSalonOf(viewer);
    await this.find(salonId, stylistId);
    await this.deps.stylists.setActive(salonId, stylistId, enable);
    return itemOf(await this.find(salonId, stylistId));
  }

  async delete(viewer: Viewer, stylistId: string): Promise<void> {
    authorize(viewer, 'stylists.manage');
    const salonId = ownSalonOf(viewer);
    const stylist = await this.find(salonId, stylistId);
    const now = this.deps.now?.() ?? new Date();
    if ((await this.deps.appointments.countUpcomingForStylist(salonId, stylistId, now)) > 0) {
      throw new ConflictError(HAS_UPCOMING_APPOINTMENTS);
    }
    await this.deps.stylists.delete(salonId, stylistId);
    await this.deps.images.remove(stylist.photo);
  }

  async resetPassword(viewer: Viewer, stylistId: string): Promise<string> {
    authorize(viewer, 'stylists.manage');
    const stylist = await this.find(ownSalonOf(viewer), stylistId);
    await this.deps.accounts.resetPassword(stylist);
    return stylist.email;
  }

  async settings(viewer: Viewer, stylistId: string): Promise<StylistSettings> {
    authorize(viewer, 'stylists.manage');
    const salonId = ownSalonOf(viewer);
    await this.find(salonId, stylistId);
    return settingsOf(stylistId, await this.deps.stylists.settings(salonId, stylistId));
  }

  async saveSettings(viewer: Viewer, body: AddStylistSettingsBody): Promise<StylistSettings> {
    authorize(viewer, 'stylists.manage');
    const salonId = ownSalonOf(viewer);
    await this.find(salonId, body.id);
    if (body.endTime <= body.startTime) throw new BadRequestError('endTime: must be after startTime');
    const serviceIds = [...new Set(body.services.split(',').map((id) => id.trim().toLowerCase()))];
    const known = new Set(await this.deps.stylists.existingServiceIds(salonId, serviceIds));
    if (serviceIds.some((id) => !known.has(id))) {
      throw new BadRequestError('services: must be services of this salon');
    }
    const row = await this.deps.stylists.saveSettings(salonId, body.id, {
      breakStart: body.startTime,
      breakEnd: body.endTime,
      recurringType: body.recurringType,
      intervalMinutes: body.intervalTime,
      serviceIds,
      isBreakTimeCompulsory: body.isBreakTimeCompulsory,
    });
    return settingsOf(body.id, row);
  }

  /** A stylist of the salon; another salon's stylist is "not found", never "forbidden". */
  private async find(salonId: string, stylistId: string): Promise<StylistRow> {
    const stylist = await this.deps.stylists.find(salonId, stylistId);
    if (!stylist) throw new NotFoundError(NOT_FOUND);
    return stylist;
  }
}
