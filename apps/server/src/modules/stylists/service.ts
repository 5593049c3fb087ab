import type {
  AddStylistSettingsBody,
  StylistFormBody,
  StylistItem,
  StylistOption,
  StylistSettings,
} from '@salon/api/stylists/schemas';
import { uniqueViolation } from '../../db/errors';
import type { StylistSettingsRow } from '../../db/schema';
import { BadRequestError, ConflictError, NotFoundError } from '../../errors';
import type { UploadedFile } from '../../http/uploads';
import type { Viewer } from '../../http/viewer';
import { hashPassword } from '../auth/passwords';
import type { UserRepository } from '../users/repository';
import type { AccountTools } from '../salons/accounts';
import { EMAIL_TAKEN, ownSalonOf, PHONE_TAKEN, requireRole } from '../salons/accounts';
import { pageOf, type Page, type PageRequest } from '../paging';
import type { StylistRepository, StylistRow } from './repository';
import type { UpcomingAppointments } from './upcoming-appointments';

/** Who manages stylists (spec 1 §6); the admin only reads the list, across salons. */
const MANAGERS = ['salon', 'manager', 'superadmin'] as const;
const READERS = [...MANAGERS, 'admin'] as const;
/** Option lists feed client forms, filters and check-in, which stylists use too. */
const OPTION_READERS = [...READERS, 'stylist'] as const;

const NOT_FOUND = 'Stylist not found';
export const HAS_UPCOMING_APPOINTMENTS = 'This stylist has upcoming appointments; cancel or move them first';

function itemOf(row: StylistRow): StylistItem {
  return {
    _id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    address: row.address,
    photo: row.photo,
    gender: row.gender,
    active: row.active,
    salon: row.salonId && row.salonName ? { _id: row.salonId, name: row.salonName } : null,
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

function conflictOf(error: unknown): ConflictError | undefined {
  const constraint = uniqueViolation(error);
  if (constraint === undefined) return undefined;
  return new ConflictError(constraint.includes('phone') ? PHONE_TAKEN : EMAIL_TAKEN);
}

export class StylistService {
  constructor(
    private readonly deps: {
      stylists: StylistRepository;
      users: UserRepository;
      accounts: AccountTools;
      appointments: UpcomingAppointments;
      now?: () => Date;
    },
  ) {}

  async list(viewer: Viewer, page: PageRequest): Promise<Page<StylistItem>> {
    requireRole(viewer, READERS);
    const salonId = viewer.role === 'admin' ? null : ownSalonOf(viewer);
    const { rows, total } = await this.deps.stylists.list(salonId, page);
    return pageOf(rows.map(itemOf), total, page.pageSize);
  }

  async options(
    viewer: Viewer,
    query: { pageNumber?: number; pageSize?: number; filterValue?: string },
  ): Promise<Page<StylistOption>> {
    requireRole(viewer, OPTION_READERS);
    const salonId = viewer.role === 'admin' ? null : ownSalonOf(viewer);
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
    requireRole(viewer, MANAGERS);
    const salonId = ownSalonOf(viewer);
    const existing = body.id ? await this.find(salonId, body.id) : undefined;
    if (!existing) {
      if (!body.password) throw new BadRequestError('password: is required');
      if (!image) throw new BadRequestError('image: is required');
    }
    if (await this.deps.users.emailTaken(body.email, existing?.id)) throw new ConflictError(EMAIL_TAKEN);
    if (await this.deps.users.phoneTakenInSalon(salonId, body.phone, existing?.id)) {
      throw new ConflictError(PHONE_TAKEN);
    }

    const photo = image ? await this.deps.accounts.storeImage(image) : undefined;
    const changes = {
      name: body.name,
      email: body.email,
      phone: body.phone,
      address: body.address,
      gender: body.gender,
      ...(photo ? { photo } : {}),
    };
    let id: string;
    try {
      if (existing) {
        await this.deps.stylists.update(salonId, existing.id, changes);
        id = existing.id;
      } else {
        id = await this.deps.stylists.create(salonId, {
          ...changes,
          passwordHash: await hashPassword(body.password!),
        });
      }
    } catch (error) {
      await this.deps.accounts.removeImage(photo);
      throw conflictOf(error) ?? error;
    }
    // The replaced photo goes only once the new one is saved.
    if (photo && existing) await this.deps.accounts.removeImage(existing.photo);
    return itemOf(await this.find(salonId, id));
  }

  async setActive(viewer: Viewer, stylistId: string, enable: boolean): Promise<StylistItem> {
    requireRole(viewer, MANAGERS);
    const salonId = ownSalonOf(viewer);
    await this.find(salonId, stylistId);
    await this.deps.stylists.setActive(salonId, stylistId, enable);
    return itemOf(await this.find(salonId, stylistId));
  }

  async delete(viewer: Viewer, stylistId: string): Promise<void> {
    requireRole(viewer, MANAGERS);
    const salonId = ownSalonOf(viewer);
    const stylist = await this.find(salonId, stylistId);
    const now = this.deps.now?.() ?? new Date();
    if ((await this.deps.appointments.countUpcomingForStylist(salonId, stylistId, now)) > 0) {
      throw new ConflictError(HAS_UPCOMING_APPOINTMENTS);
    }
    await this.deps.stylists.delete(salonId, stylistId);
    await this.deps.accounts.removeImage(stylist.photo);
  }

  async resetPassword(viewer: Viewer, stylistId: string): Promise<string> {
    requireRole(viewer, MANAGERS);
    const stylist = await this.find(ownSalonOf(viewer), stylistId);
    await this.deps.accounts.resetPassword(stylist);
    return stylist.email;
  }

  async settings(viewer: Viewer, stylistId: string): Promise<StylistSettings> {
    requireRole(viewer, MANAGERS);
    const salonId = ownSalonOf(viewer);
    await this.find(salonId, stylistId);
    return settingsOf(stylistId, await this.deps.stylists.settings(salonId, stylistId));
  }

  async saveSettings(viewer: Viewer, body: AddStylistSettingsBody): Promise<StylistSettings> {
    requireRole(viewer, MANAGERS);
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
