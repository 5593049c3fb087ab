import type { AppMenu, SalonFormBody, SalonItem } from '@salon/api/salons/schemas';
import type { SubscriptionStanding } from '@salon/api/subscriptions/schemas';
import { isForeignKeyViolation } from '../../db/errors';
import { BadRequestError, ConflictError, NotFoundError } from '../../errors';
import { authorize } from '../../http/authorize';
import type { UploadedFile } from '../../http/uploads';
import type { Viewer } from '../../http/viewer';
import type { ImageStore } from '../../storage/image-store';
import type { AccountService } from '../accounts';
import { hashPassword } from '../../lib/passwords';
import { pageOf, type Page, type PageRequest } from '../../db/paging';
import { SlugTakenError, type SalonRepository, type SalonWithOwner } from './repository';
import { slugify } from './slug';

const NOT_FOUND = 'Salon not found';

const ADMIN_ONLY = 'Only the platform administrator can manage salons';

/** The salons' subscriptions, asked of their module: the list shows whether each is being cancelled. */
export interface SubscriptionStates {
  standings(salonIds: string[]): Promise<Map<string, { standing: SubscriptionStanding; cancel: boolean }>>;
}

function itemOf(
  { salon, owner }: SalonWithOwner,
  state?: { standing: SubscriptionStanding; cancel: boolean },
): SalonItem {
  return {
    _id: salon.id,
    name: salon.name,
    slug: salon.slug,
    email: salon.email,
    phone: salon.phone,
    address: salon.address,
    photo: salon.photo,
    active: salon.active,
    cancel_at_period_end: state?.cancel ?? false,
    subscription: state?.standing ?? null,
    appMenu: salon.appMenu,
    owner: owner ? { _id: owner.id, name: owner.name, email: owner.email } : null,
  };
}

/** The admin's Salon page: salons with their owner accounts (spec 1 §2 "Salon list", §6). */
export class SalonAdminService {
  constructor(
    private readonly deps: {
      salons: SalonRepository;
      accounts: AccountService;
      images: ImageStore;
      subscriptions: SubscriptionStates;
    },
  ) {}

  async list(viewer: Viewer, page: PageRequest): Promise<Page<SalonItem>> {
    authorize(viewer, 'salons.manage', ADMIN_ONLY);
    const { rows, total } = await this.deps.salons.list(page);
    const states = await this.deps.subscriptions.standings(rows.map((row) => row.salon.id));
    const items = rows.map((row) => itemOf(row, states.get(row.salon.id)));
    return pageOf(items, total, page.pageSize);
  }

  async save(viewer: Viewer, body: SalonFormBody, image: UploadedFile | undefined): Promise<SalonItem> {
    authorize(viewer, 'salons.manage', ADMIN_ONLY);
    const existing = body.id ? await this.find(body.id) : undefined;
    if (!existing) {
      if (!body.password) throw new BadRequestError('password: is required');
      if (!image) throw new BadRequestError('image: is required');
    }
    const ownerId = existing?.owner?.id;
    // A new salon has no people yet, so only an edited one's phone can be taken.
    await this.deps.accounts.assertAvailable({
      email: body.email,
      phone: body.phone,
      salonId: existing?.salon.id,
      exceptUserId: ownerId,
    });

    const photo = image ? await this.deps.images.store(image) : undefined;
    const fields = {
      name: body.name,
      email: body.email,
      phone: body.phone,
      address: body.address,
      ...(photo ? { photo } : {}),
    };
    const write = async (): Promise<string> => {
      if (!existing) {
        const { country, timeZone, currency, locale } = body;
        // Where the salon is, as the admin chose it (the schema's New York and dollars otherwise).
        const place = Object.fromEntries(
          Object.entries({ country, timeZone, currency, locale }).filter(([, value]) => value !== undefined),
        );
        return this.deps.salons.createWithOwner(
          { ...fields, ...place, slug: await this.freeSlug(body.name) },
          { passwordHash: await hashPassword(body.password!) },
        );
      }
      await this.deps.salons.updateWithOwner(existing.salon.id, ownerId ?? null, fields);
      return existing.salon.id;
    };
    let salonId: string;
    try {
      salonId = await this.deps.accounts.write(write);
    } catch (error) {
      await this.deps.images.remove(photo);
      if (error instanceof SlugTakenError) {
        throw new ConflictError('A salon with this name was just created; please try again');
      }
      throw error;
    }
    if (photo && existing) await this.deps.images.remove(existing.salon.photo);
    return this.item(salonId);
  }

  async setActive(viewer: Viewer, salonId: string, enable: boolean): Promise<SalonItem> {
    authorize(viewer, 'salons.manage', ADMIN_ONLY);
    await this.find(salonId);
    await this.deps.salons.setActive(salonId, enable);
    return this.item(salonId);
  }

  async setAppMenu(viewer: Viewer, salonId: string, appMenu: AppMenu): Promise<SalonItem> {
    authorize(viewer, 'salons.manage', ADMIN_ONLY);
    await this.find(salonId);
    await this.deps.salons.setAppMenu(salonId, appMenu);
    return this.item(salonId);
  }

  /** Resets the owner's password; resolves with the address the new password went to. */
  async resetOwnerPassword(viewer: Viewer, salonId: string): Promise<string> {
    authorize(viewer, 'salons.manage', ADMIN_ONLY);
    const { owner } = await this.find(salonId);
    if (!owner) throw new NotFoundError('This salon has no owner account');
    await this.deps.accounts.resetPassword(owner);
    return owner.email;
  }

  async delete(viewer: Viewer, salonId: string): Promise<void> {
    authorize(viewer, 'salons.manage', ADMIN_ONLY);
    const { salon } = await this.find(salonId);
    const photos = await this.deps.salons.photosOfPeople(salonId);
    try {
      await this.deps.salons.delete(salonId);
    } catch (error) {
      // A table that keeps its rows when the salon goes (restrict) blocks the delete: say so, not 500.
      if (isForeignKeyViolation(error)) {
        throw new ConflictError('This salon still has records that must be removed first');
      }
      throw error;
    }
    await Promise.all([salon.photo, ...photos].map((url) => this.deps.images.remove(url)));
  }

  private async item(salonId: string): Promise<SalonItem> {
    const found = await this.find(salonId);
    const states = await this.deps.subscriptions.standings([salonId]);
    return itemOf(found, states.get(salonId));
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
