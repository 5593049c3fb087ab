import type {
  AppVersion,
  AppVersionBody,
  AppVersionDeleteQuery,
  AppVersionListQuery,
} from '@salon/api/app-versions/schemas';
import type { Paged } from '@salon/api/shared/schemas';
import { uniqueViolation } from '../../db/errors';
import type { AppVersionRow } from '../../db/schema';
import { ConflictError, NotFoundError } from '../../errors';
import { authorize } from '../../http/authorize';
import type { Viewer } from '../../http/viewer';
import { pageOf } from '../../db/paging';
import type { SalonReads } from '../salons';
import type { AppVersionRepository } from './repository';

const ADMIN_ONLY = 'Only the platform administrator can manage app versions';
const SALON_NOT_FOUND = 'Salon not found';
const VERSION_NOT_FOUND = 'App version not found';
export const VERSION_TAKEN = 'This app version already exists for this salon';
export const DISABLE_FIRST = 'Disable the app version before deleting it';

export function appVersionOf(row: AppVersionRow): AppVersion {
  return {
    _id: row.id,
    salon: row.salonId,
    versionTitleAndroid: row.versionTitleAndroid,
    versionTitleIOS: row.versionTitleIos,
    versionDescription: row.versionDescription,
    isCompulsory: row.isCompulsory,
    enable: row.enable,
    packageName: row.packageName,
    bundleID: row.bundleId,
    androidStoreUrl: row.androidStoreUrl,
    iosStoreUrl: row.iosStoreUrl,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * The admin's App Versions page (spec 2 §2, §6): only the platform admin calls it; the `salon` of each
 * call names the tenant, and an unknown salon (or a version of another salon) answers 404.
 */
export class AppVersionService {
  constructor(
    private readonly versions: AppVersionRepository,
    private readonly salons: SalonReads,
  ) {}

  async list(viewer: Viewer, query: AppVersionListQuery): Promise<Paged<AppVersion>> {
    const salonId = await this.tenantOf(viewer, query.salon);
    const { rows, total } = await this.versions.list(salonId, query);
    return pageOf(rows.map(appVersionOf), total, query.pageSize);
  }

  async add(viewer: Viewer, body: AppVersionBody): Promise<AppVersion> {
    const salonId = await this.tenantOf(viewer, body.salon);
    try {
      const row = await this.versions.create(salonId, {
        versionTitleAndroid: body.versionTitleAndroid,
        versionTitleIos: body.versionTitleIOS,
        versionDescription: body.versionDescription ?? '',
        isCompulsory: body.isCompulsory,
        packageName: body.packageName,
        bundleId: body.bundleID,
        androidStoreUrl: body.androidStoreUrl || null,
        iosStoreUrl: body.iosStoreUrl || null,
      });
      return appVersionOf(row);
    } catch (error) {
      if (uniqueViolation(error) !== undefined) throw new ConflictError(VERSION_TAKEN);
      throw error;
    }
  }

  async setEnable(viewer: Viewer, versionId: string, salon: string, enable: boolean): Promise<AppVersion> {
    const salonId = await this.tenantOf(viewer, salon);
    const row = await this.versions.setEnable(salonId, versionId, enable);
    if (!row) throw new NotFoundError(VERSION_NOT_FOUND);
    return appVersionOf(row);
  }

  /** Spec 2 §4: delete is offered only for a disabled version; the server holds the same rule (409). */
  async delete(viewer: Viewer, query: AppVersionDeleteQuery): Promise<void> {
    const salonId = await this.tenantOf(viewer, query.salonId);
    if (await this.versions.deleteDisabled(salonId, query.id)) return;
    const existing = await this.versions.find(salonId, query.id);
    if (!existing) throw new NotFoundError(VERSION_NOT_FOUND);
    throw new ConflictError(DISABLE_FIRST);
  }

  private async tenantOf(viewer: Viewer, salonId: string): Promise<string> {
    authorize(viewer, 'appVersions.manage', ADMIN_ONLY);
    if (!(await this.salons.findById(salonId))) throw new NotFoundError(SALON_NOT_FOUND);
    return salonId;
  }
}
