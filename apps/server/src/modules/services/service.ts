import type { Paged } from '@salon/api/shared/schemas';
import type {
  AddServiceBody,
  RankBody,
  SavedService,
  ServiceCategory,
  ServiceGroup,
  ServiceGroupQuery,
  SubService,
} from '@salon/api/services/schemas';
import { depositProblem, type Deposit, type EnabledListQuery } from '@salon/api/services/schemas';
import { decimalsText, fitsMinorUnits, majorToMinor, minorToMajor } from '@salon/api/money/format';
import type { ServiceRow } from '../../db/schema';
import { isForeignKeyViolation } from '../../db/errors';
import { BadRequestError, ConflictError, NotFoundError } from '../../errors';
import { authorize } from '../../http/authorize';
import { ownSalonOf, type Viewer } from '../../http/viewer';
import { windowOf } from '../../db/paging';
import type { ServiceRepository } from './repository';

const CATEGORY_NOT_FOUND = 'Service category not found';
const SERVICE_NOT_FOUND = 'Service not found';

export const CATEGORY_IN_USE =
  'This category still has services. Delete its services or move them to another category first.';

export function pagedOf<T>(result: T[], total: number, pageSize: number): Paged<T> {
  return { result, totalCount: total, totalPageSize: Math.ceil(total / pageSize) };
}

function categoryOf(row: ServiceRow): ServiceCategory {
  return { _id: row.id, title: row.title, enable: row.enable, rank: row.rank };
}

function subServiceOf(row: ServiceRow, currency: string): SubService {
  return {
    _id: row.id,
    title: row.title,
    service: row.parentId!,
    description: row.description ?? '',
    charges: minorToMajor(row.chargesCents, currency),
    requiredTime: row.requiredMinutes,
    leadTime: row.leadMinutes,
    breakTime: row.breakMinutes,
    enable: row.enable,
    rank: row.rank,
    paymentPolicy: row.paymentPolicy,
    deposit: depositOf(row, currency),
  };
}

/** The contract's deposit of a row: a percentage, or a fixed amount in major units of the currency. */
function depositOf(row: ServiceRow, currency: string): Deposit | null {
  if (row.paymentPolicy !== 'deposit' || !row.depositKind || row.depositValue === null) return null;
  return row.depositKind === 'percent'
    ? { kind: 'percent', value: row.depositValue }
    : { kind: 'fixed', value: minorToMajor(row.depositValue, currency) };
}

export class ServiceService {
  constructor(
    private readonly services: ServiceRepository,
    /** The salon's currency: prices are stored in its minor units, the contract carries major units. */
    private readonly currencyOf: (salonId: string) => Promise<string>,
  ) {}

  async groups(viewer: Viewer, query: ServiceGroupQuery): Promise<Paged<ServiceGroup>> {
    const salonId = this.managedSalon(viewer);
    if (query.id) {
      const category = await this.services.find(salonId, query.id);
      if (!category || category.parentId !== null) throw new NotFoundError(CATEGORY_NOT_FOUND);
    }
    const filter = query.filterValue?.trim() || undefined;
    const { rows, total } = await this.services.listCategories(
      salonId,
      { categoryId: query.id, filter },
      windowOf(query),
    );
    const children = await this.services.listChildren(
      salonId,
      rows.map((row) => row.id),
    );
    const needle = filter?.toLowerCase();
    const currency = await this.currencyOf(salonId);
    const groups = rows.map((category) => {
      // A matching category shows all its services; otherwise only the services that match.
      const showAll = !needle || category.title.toLowerCase().includes(needle);
      const subService = children
        .filter((child) => child.parentId === category.id)
        .filter((child) => showAll || child.title.toLowerCase().includes(needle))
        .map((child) => subServiceOf(child, currency));
      return { _id: category.id, category: categoryOf(category), subService };
    });
    return pagedOf(groups, total, query.pageSize);
  }

  async enabledCategories(viewer: Viewer, query: EnabledListQuery): Promise<Paged<ServiceCategory>> {
    const salonId = this.readableSalon(viewer);
    const { rows, total } = await this.services.listCategories(
      salonId,
      { enabledOnly: true, filter: query.filterValue?.trim() || undefined },
      windowOf(query),
    );
    return pagedOf(rows.map(categoryOf), total, query.pageSize);
  }

  async enabledSubServices(viewer: Viewer, query: EnabledListQuery): Promise<Paged<SubService>> {
    const salonId = this.readableSalon(viewer);
    const { rows, total } = await this.services.listEnabledSubServices(
      salonId,
      query.filterValue?.trim() || undefined,
      windowOf(query),
    );
    const currency = await this.currencyOf(salonId);
    return pagedOf(
      rows.map((row) => subServiceOf(row, currency)),
      total,
      query.pageSize,
    );
  }

  async save(viewer: Viewer, body: AddServiceBody): Promise<{ saved: SavedService; message: string }> {
    const salonId = this.managedSalon(viewer);
    const existing = body.id ? await this.services.find(salonId, body.id) : undefined;
    if (body.id && !existing) throw new NotFoundError(SERVICE_NOT_FOUND);
    if (existing && (existing.parentId === null) !== body.isMainService) {
      throw new BadRequestError(
        existing.parentId === null
          ? 'A category cannot be turned into a service'
          : 'A service cannot be turned into a category',
      );
    }

    if (body.isMainService) {
      if (existing) {
        await this.services.update(salonId, existing.id, { title: body.title });
        return { saved: { _id: existing.id, isMainService: true }, message: 'Category updated successfully' };
      }
      const created = await this.services.create({
        salonId,
        parentId: null,
        title: body.title,
        rank: await this.services.nextRank(salonId, null),
      });
      return { saved: { _id: created.id, isMainService: true }, message: 'Category added successfully' };
    }

    const parent = await this.services.find(salonId, body.service);
    if (!parent || parent.parentId !== null) throw new NotFoundError(CATEGORY_NOT_FOUND);
    const currency = await this.currencyOf(salonId);
    if (!fitsMinorUnits(body.charges, currency))
      throw new BadRequestError(`charges: ${decimalsText(currency)}`);
    const policy = body.paymentPolicy ?? existing?.paymentPolicy ?? 'none';
    const deposit =
      body.paymentPolicy === undefined && existing ? depositOf(existing, currency) : (body.deposit ?? null);
    const problem = depositProblem(policy, deposit, body.charges, currency);
    if (problem) throw new BadRequestError(problem);
    const fields = {
      title: body.title,
      description: body.description,
      chargesCents: majorToMinor(body.charges, currency),
      requiredMinutes: body.requiredTime,
      leadMinutes: body.leadTime ?? 0,
      breakMinutes: body.breakTime ?? 0,
      paymentPolicy: policy,
      depositKind: policy === 'deposit' ? deposit!.kind : null,
      depositValue:
        policy === 'deposit'
          ? deposit!.kind === 'percent'
            ? deposit!.value
            : majorToMinor(deposit!.value, currency)
          : null,
    };
    if (existing) {
      const moved = existing.parentId !== parent.id;
      await this.services.update(salonId, existing.id, {
        ...fields,
        parentId: parent.id,
        // Moved to another category: it goes to that category's end.
        ...(moved ? { rank: await this.services.nextRank(salonId, parent.id) } : {}),
      });
      return { saved: { _id: existing.id, isMainService: false }, message: 'Service updated successfully' };
    }
    const created = await this.services.create({
      salonId,
      parentId: parent.id,
      ...fields,
      rank: await this.services.nextRank(salonId, parent.id),
    });
    return { saved: { _id: created.id, isMainService: false }, message: 'Service added successfully' };
  }

  async setEnable(viewer: Viewer, id: string, enable: boolean): Promise<string> {
    const salonId = this.managedSalon(viewer);
    if (!(await this.services.setEnable(salonId, id, enable))) throw new NotFoundError(SERVICE_NOT_FOUND);
    return enable ? 'Service enabled' : 'Service disabled';
  }

  async remove(viewer: Viewer, id: string): Promise<string> {
    const salonId = this.managedSalon(viewer);
    const row = await this.services.find(salonId, id);
    if (!row) throw new NotFoundError(SERVICE_NOT_FOUND);
    if (row.parentId === null && (await this.services.countChildren(salonId, id)) > 0) {
      throw new ConflictError(CATEGORY_IN_USE, 'category_in_use');
    }
    try {
      await this.services.delete(salonId, id);
    } catch (error) {
      // A service added to the category between the check and the delete trips the foreign key.
      if (isForeignKeyViolation(error)) {
        throw new ConflictError(CATEGORY_IN_USE, 'category_in_use');
      }
      throw error;
    }
    return row.parentId === null ? 'Category deleted successfully' : 'Service deleted successfully';
  }

  /** New ranks for the categories, or for the services of one category; ids of another salon are 404. */
  async rank(viewer: Viewer, body: RankBody): Promise<void> {
    const salonId = this.managedSalon(viewer);
    const ids = body.ids.map((entry) => entry._id);
    const rows = await this.services.findMany(salonId, ids);
    if (rows.length !== ids.length) throw new NotFoundError(SERVICE_NOT_FOUND);
    const parents = new Set(rows.map((row) => row.parentId));
    if (parents.size !== 1) {
      throw new BadRequestError('ids: must be all categories, or services of one category');
    }
    await this.services.updateRanks(
      salonId,
      body.ids.map((entry) => ({ id: entry._id, rank: entry.rank })),
    );
  }

  private managedSalon(viewer: Viewer): string {
    authorize(viewer, 'services.manage');
    return this.tenantOf(viewer);
  }

  private readableSalon(viewer: Viewer): string {
    authorize(viewer, 'services.read');
    return this.tenantOf(viewer);
  }

  private tenantOf(viewer: Viewer): string {
    return ownSalonOf(viewer, 'Select a salon first');
  }
}
