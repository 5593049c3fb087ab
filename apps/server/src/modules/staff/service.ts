import type { StaffFormBody, StaffItem } from '@salon/api/staff/schemas';
import { BadRequestError, NotFoundError } from '../../errors';
import { authorize, permits } from '../../http/authorize';
import { ownSalonOf, type Viewer } from '../../http/viewer';
import type { ImageStore } from '../../storage/image-store';
import { type AccountService, contactOf, salonRefOf } from '../accounts';
import { hashPassword } from '../../lib/passwords';
import { pageOf, type Page, type PageRequest } from '../../db/paging';
import type { SalonReads } from '../salons';
import type { StaffRepository, StaffRow } from './repository';

const NOT_FOUND = 'Salon user not found';

function itemOf(row: StaffRow): StaffItem {
  return {
    ...contactOf(row),
    role: row.role === 'superadmin' ? 'superadmin' : 'manager',
    active: row.active,
    photo: row.photo,
    salon: salonRefOf(row),
  };
}

export class StaffService {
  constructor(
    private readonly deps: {
      staff: StaffRepository;
      salons: SalonReads;
      accounts: AccountService;
      images: ImageStore;
    },
  ) {}

  async list(viewer: Viewer, page: PageRequest): Promise<Page<StaffItem>> {
    authorize(viewer, 'staff.manage');
    const { salonId, withSuperadmins } = this.scopeOf(viewer);
    const { rows, total } = await this.deps.staff.list(salonId, withSuperadmins, page);
    return pageOf(rows.map(itemOf), total, page.pageSize);
  }

  async save(viewer: Viewer, body: StaffFormBody): Promise<StaffItem> {
    authorize(viewer, 'staff.manage');
    const { salonId: viewerSalon } = this.scopeOf(viewer);
    const changes = { name: body.name, email: body.email, phone: body.phone, address: body.address };

    if (body.id) {
      // Editing never moves a manager to another salon nor changes the role (spec 1 §2).
      const existing = await this.findManager(viewer, body.id);
      if (body.salonId && body.salonId !== existing.salonId) {
        throw new BadRequestError('salonId: the salon of a salon user cannot be changed');
      }
      await this.checkUnique(existing.salonId!, body, existing.id);
      await this.deps.accounts.write(() => this.deps.staff.updateManager(existing.id, changes));
      return itemOf(await this.findManager(viewer, existing.id));
    }

    if (!body.password) throw new BadRequestError('password: is required');
    let salonId: string;
    if (permits(viewer, 'staff.allSalons')) {
      if (!body.salonId) throw new BadRequestError('salonId: is required');
      if (!(await this.deps.salons.findById(body.salonId))) throw new NotFoundError('Salon not found');
      salonId = body.salonId;
    } else {
      // Another salon's id is "not found" for a tenant, like any other of its records.
      if (body.salonId && body.salonId !== viewerSalon) throw new NotFoundError('Salon not found');
      salonId = viewerSalon!;
    }
    await this.checkUnique(salonId, body);
    const passwordHash = await hashPassword(body.password);
    const id = await this.deps.accounts.write(() =>
      this.deps.staff.createManager(salonId, { ...changes, passwordHash }),
    );
    return itemOf(await this.findManager(viewer, id));
  }

  async setActive(viewer: Viewer, userId: string, enable: boolean): Promise<StaffItem> {
    authorize(viewer, 'staff.manage');
    const { salonId, withSuperadmins } = this.scopeOf(viewer);
    const row = await this.deps.staff.findVisible(salonId, withSuperadmins, userId);
    if (!row) throw new NotFoundError(NOT_FOUND);
    // Superadmin rows are read-only for everyone but the platform admin.
    if (row.role === 'superadmin') {
      authorize(viewer, 'staff.manageSuperadmins', 'Only the platform administrator can change a superadmin');
    }
    if (row.id === viewer.userId) throw new BadRequestError('You cannot disable your own account');
    await this.deps.staff.setActive(userId, enable);
    const updated = await this.deps.staff.findVisible(salonId, withSuperadmins, userId);
    return itemOf(updated!);
  }

  async delete(viewer: Viewer, userId: string): Promise<void> {
    authorize(viewer, 'staff.manage');
    const { salonId, withSuperadmins } = this.scopeOf(viewer);
    const row = await this.deps.staff.findVisible(salonId, withSuperadmins, userId);
    if (!row) throw new NotFoundError(NOT_FOUND);
    if (row.role === 'superadmin') {
      authorize(viewer, 'staff.deleteSuperadmins', 'A superadmin cannot be deleted here');
    }
    await this.deps.staff.deleteManager(userId);
    await this.deps.images.remove(row.photo);
  }

  private scopeOf(viewer: Viewer): { salonId: string | null; withSuperadmins: boolean } {
    const withSuperadmins = permits(viewer, 'staff.viewSuperadmins');
    if (permits(viewer, 'staff.allSalons')) return { salonId: null, withSuperadmins };
    return { salonId: ownSalonOf(viewer), withSuperadmins };
  }

  private async findManager(viewer: Viewer, userId: string): Promise<StaffRow> {
    const { salonId } = this.scopeOf(viewer);
    const row = await this.deps.staff.findManager(salonId, userId);
    if (!row) throw new NotFoundError(NOT_FOUND);
    return row;
  }

  private async checkUnique(salonId: string, body: StaffFormBody, exceptId?: string): Promise<void> {
    await this.deps.accounts.assertAvailable({
      email: body.email,
      phone: body.phone,
      salonId,
      exceptUserId: exceptId,
    });
  }
}
