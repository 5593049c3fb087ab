import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { appSettings, type AppSettingRow, type AppSettingTypeValue } from '../../db/schema';
import { findSalonRow } from '../../db/salon-rows';

/** The only code that knows the `app_settings` table; every lookup is scoped to the salon. */
export class AppSettingRepository {
  constructor(private readonly db: Database) {}

  async find(salonId: string, type: AppSettingTypeValue): Promise<AppSettingRow | undefined> {
    return findSalonRow(this.db, appSettings, salonId, appSettings.type, type);
  }

  /**
   * Writes the salon's setting of one type (one row per salon and type) and answers the row with the
   * image key it replaced, so the caller can remove the old file once the write is committed.
   */
  async save(
    salonId: string,
    type: AppSettingTypeValue,
    texts: Record<string, string>,
    imageKey: string | null,
  ): Promise<{ row: AppSettingRow; replacedKey: string | null }> {
    return this.db.transaction(async (tx) => {
      const [previous] = await tx
        .select({ imageKey: appSettings.imageKey })
        .from(appSettings)
        .where(and(eq(appSettings.salonId, salonId), eq(appSettings.type, type)))
        .for('update');
      const now = new Date();
      const [row] = await tx
        .insert(appSettings)
        .values({ salonId, type, texts, imageKey, updatedAt: now })
        .onConflictDoUpdate({
          target: [appSettings.salonId, appSettings.type],
          set: imageKey ? { texts, imageKey, updatedAt: now } : { texts, updatedAt: now },
        })
        .returning();
      if (!row) throw new Error('Upsert returned no row');
      const replacedKey =
        imageKey && previous?.imageKey && previous.imageKey !== imageKey ? previous.imageKey : null;
      return { row, replacedKey };
    });
  }
}
