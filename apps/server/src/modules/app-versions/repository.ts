import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { appVersions, type AppVersionRow, type NewAppVersionRow } from '../../db/schema';
import { readPage, searchAny, windowOf, type PageRequest } from '../../db/paging';

export type AppVersionChanges = Omit<NewAppVersionRow, 'id' | 'salonId' | 'createdAt' | 'updatedAt'>;

/** Every lookup is scoped to the salon. */
const inSalon = (salonId: string, versionId?: string): SQL =>
  versionId
    ? and(eq(appVersions.salonId, salonId), eq(appVersions.id, versionId))!
    : eq(appVersions.salonId, salonId);

export class AppVersionRepository {
  constructor(private readonly db: Database) {}

  /** Newest first; `filterValue` searches the titles, package name, bundle id and description. */
  async list(salonId: string, page: PageRequest): Promise<{ rows: AppVersionRow[]; total: number }> {
    const where = and(
      inSalon(salonId),
      searchAny(page.filterValue, [
        appVersions.versionTitleAndroid,
        appVersions.versionTitleIos,
        appVersions.packageName,
        appVersions.bundleId,
        appVersions.versionDescription,
      ]),
    );
    return readPage(
      windowOf(page),
      this.db
        .select()
        .from(appVersions)
        .where(where)
        .orderBy(desc(appVersions.createdAt), desc(appVersions.id)),
      this.db.select({ value: count() }).from(appVersions).where(where),
    );
  }

  /** The salon's newest enabled version: its store links show on the public website. */
  async newestEnabled(salonId: string): Promise<AppVersionRow | undefined> {
    const [row] = await this.db
      .select()
      .from(appVersions)
      .where(and(eq(appVersions.salonId, salonId), eq(appVersions.enable, true)))
      .orderBy(desc(appVersions.createdAt))
      .limit(1);
    return row;
  }

  async find(salonId: string, versionId: string): Promise<AppVersionRow | undefined> {
    const [row] = await this.db.select().from(appVersions).where(inSalon(salonId, versionId));
    return row;
  }

  async create(salonId: string, changes: AppVersionChanges): Promise<AppVersionRow> {
    const [row] = await this.db
      .insert(appVersions)
      .values({ ...changes, salonId })
      .returning();
    if (!row) throw new Error('Insert returned no row');
    return row;
  }

  async setEnable(salonId: string, versionId: string, enable: boolean): Promise<AppVersionRow | undefined> {
    const [row] = await this.db
      .update(appVersions)
      .set({ enable, updatedAt: new Date() })
      .where(inSalon(salonId, versionId))
      .returning();
    return row;
  }

  /** Deletes the version only while it is disabled; false when no disabled version matched. */
  async deleteDisabled(salonId: string, versionId: string): Promise<boolean> {
    const rows = await this.db
      .delete(appVersions)
      .where(and(inSalon(salonId, versionId), eq(appVersions.enable, false)))
      .returning({ id: appVersions.id });
    return rows.length > 0;
  }
}
