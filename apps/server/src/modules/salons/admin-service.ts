import type { AppMenu, SalonFormBody, SalonItem, SubscriptionState } from '@salon/api/salons/schemas';
import { uniqueViolation } from '../../db/errors';
import { BadRequestError, ConflictError, NotFoundError } from '../../errors';
import type { UploadedFile } from '../../http/uploads';
import type { Viewer } from '../../http/viewer';
import { hashPassword } from '../auth/passwords';
import type { UserRepository } from '../users/repository';
import type { AccountTools } from './accounts';
import { EMAIL_TAKEN, PHONE_TAKEN, requireRole } from './accounts';
import { pageOf, type Page, type PageRequest } from '../paging';
import type { SalonRepository, SalonWithOwner } from './repository';
import { slugify } from './slug';

const NOT_FOUND = 'Salon not found';

function sqlState(error: unknown): string | undefined {
  for (let current: unknown = error; current instanceof Error; current = current.cause) {
    const { code } = current as Error & { code?: unknown };
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}
const ADMIN_ONLY = 'Only the platform administrator can manage salons';

function itemOf({ salon, owner }: SalonWithOwner): SalonItem {
  return {
    _id: salon.id,
    name: salon.name,
    slug: salon.slug,
    email: salon.email,
    phone: salon.phone,
    address: salon.address,
    photo: salon.photo,
    active: salon.active,
    cancel_at_period_end: salon.cancelAtPeriodEnd,
    appMenu: salon.appMenu,
    owner: owner ? { _id: owner.id, name: owner.name, email: owner.email } : null,
  };
}

/** The admin's Salon page: salons with their owner accounts (spec 1 §2 "Salon list", §6). */
export class SalonAdminService {
  constructor(
    private readonly deps: { salons: SalonRepository; users: UserRepository; accounts: AccountTools },
  ) {}

  async list(viewer: Viewer, page: PageRequest): Promise<Page<SalonItem>> {
    requireRole(viewer, ['admin'], ADMIN_ONLY);
    const { rows, total } = await this.deps.salons.list(page);
    return pageOf(rows.map(itemOf), total, page.pageSize);
  }

  async save(viewer: Viewer, body: SalonFormBody, image: UploadedFile | undefined): Promise<SalonItem> {
    requireRole(viewer, ['admin'], ADMIN_ONLY);
    const existing = body.id ? await this.find(body.id) : undefined;
    if (!existing) {
      if (!body.password) throw new BadRequestError('password: is required');
      if (!image) throw new BadRequestError('image: is required');
    }
    const ownerId = existing?.owner?.id;
    if (await this.deps.users.emailTaken(body.email, ownerId)) throw new ConflictError(EMAIL_TAKEN);
    if (
      existing &&
      (await this.deps.salons.phoneTakenInSalon(existing.salon.id, body.phone, ownerId ?? null))
    ) {
      throw new ConflictError(PHONE_TAKEN);
    }

    const photo = image ? await this.deps.accounts.storeImage(image) : undefined;
    const fields = {
      name: body.name,
      email: body.email,
      phone: body.phone,
      address: body.address,
      ...(photo ? { photo } : {}),
    };
    let salonId: string;
    try {
      if (existing) {
        await this.deps.salons.updateWithOwner(existing.salon.id, ownerId ?? null, fields);
        salonId = existing.salon.id;
      } else {
        salonId = await this.deps.salons.createWithOwner(
          { ...fields, slug: await this.freeSlug(body.name) },
          { passwordHash: await hashPassword(body.password!) },
        );
      }
    } catch (error) {
      await this.deps.accounts.removeImage(photo);
      const constraint = uniqueViolation(error);
      if (constraint === undefined) throw error;
      throw new ConflictError(
        constraint.includes('phone')
          ? PHONE_TAKEN
          : constraint.includes('slug')
            ? 'A salon with this name was just created; please try again'
            : EMAIL_TAKEN,
      );
    }
    if (photo && existing) await this.deps.accounts.removeImage(existing.salon.photo);
    return itemOf(await this.find(salonId));
  }

  async setActive(viewer: Viewer, salonId: string, enable: boolean): Promise<SalonItem> {
    requireRole(viewer, ['admin'], ADMIN_ONLY);
    await this.find(salonId);
    await this.deps.salons.setActive(salonId, enable);
    return itemOf(await this.find(salonId));
  }

  async setAppMenu(viewer: Viewer, salonId: string, appMenu: AppMenu): Promise<SalonItem> {
    requireRole(viewer, ['admin'], ADMIN_ONLY);
    await this.find(salonId);
    await this.deps.salons.setAppMenu(salonId, appMenu);
    return itemOf(await this.find(salonId));
  }

  /** Resets the owner's password; resolves with the address the new password went to. */
  async resetOwnerPassword(viewer: Viewer, salonId: string): Promise<string> {
    requireRole(viewer, ['admin'], ADMIN_ONLY);
    const { owner } = await this.find(salonId);
    if (!owner) throw new NotFoundError('This salon has no owner account');
    await this.deps.accounts.resetPassword(owner);
    return owner.email;
  }

  async delete(viewer: Viewer, salonId: string): Promise<void> {
    requireRole(viewer, ['admin'], ADMIN_ONLY);
    const { salon } = await this.find(salonId);
    const photos = await this.deps.salons.photosOfPeople(salonId);
    try {
      await this.deps.salons.delete(salonId);
    } catch (error) {
      // A table that keeps its rows when the salon goes (restrict) blocks the delete: say so, not 500.
      if (sqlState(error) === '23503') {
        throw new ConflictError('This salon still has records that must be removed first');
      }
      throw error;
    }
    await Promise.all([salon.photo, ...photos].map((url) => this.deps.accounts.removeImage(url)));
  }

  /**
   * Cancels the salon's subscription at the end of the period. The admin may cancel any salon's, an
   * owner only their own (another salon's id is "not found"). Repeating it changes nothing.
   */
  async cancelSubscription(viewer: Viewer, salonId: string): Promise<SubscriptionState> {
    requireRole(viewer, ['admin', 'salon'], 'Only the salon owner can cancel the subscription');
    if (viewer.role === 'salon' && viewer.salonId !== salonId) throw new NotFoundError(NOT_FOUND);
    await this.find(salonId);
    await this.deps.salons.setCancelAtPeriodEnd(salonId, true);
    return { _id: salonId, cancel_at_period_end: true };
  }

  private async find(salonId: string): Promise<SalonWithOwner> {
    const found = await this.deps.salons.findWithOwner(salonId);
    if (!found) throw new NotFoundError(NOT_FOUND);
    return found;
  }

  /** `demo-salon`, else `demo-salon-2`, `demo-salon-3`, … */
  private async freeSlug(name: string): Promise<string> {
    const base = slugify(name);
    for (let n = 1; ; n++) {
      const slug = n === 1 ? base : `${base}-${n}`;
      if (!(await this.deps.salons.slugTaken(slug))) return slug;
    }
  }
}
