import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { websiteSettings, type NewWebsiteSettingsRow, type WebsiteSettingsRow } from '../../db/schema';

export type WebsiteChanges = Partial<Omit<NewWebsiteSettingsRow, 'salonId' | 'updatedAt'>>;

/** The only code that reads and writes `website_settings`. */
export class WebsiteRepository {
  constructor(private readonly db: Database) {}

  async find(salonId: string): Promise<WebsiteSettingsRow | undefined> {
    const [row] = await this.db.select().from(websiteSettings).where(eq(websiteSettings.salonId, salonId));
    return row;
  }

  /** Storage keys of every salon's uploaded banner and logo (the image variants' backfill). */
  async imageKeys(): Promise<string[]> {
    const rows = await this.db
      .select({ banner: websiteSettings.bannerKey, logo: websiteSettings.logoKey })
      .from(websiteSettings);
    return rows.flatMap((row) => [row.banner, row.logo].filter((key): key is string => !!key));
  }

  /** Applies `changes`, creating the salon's row on its first change; answers the row before and after. */
  async save(
    salonId: string,
    changes: WebsiteChanges,
  ): Promise<{ before: WebsiteSettingsRow | undefined; after: WebsiteSettingsRow }> {
    return this.db.transaction(async (tx) => {
      const [before] = await tx
        .select()
        .from(websiteSettings)
        .where(eq(websiteSettings.salonId, salonId))
        .for('update');
      const [after] = await tx
        .insert(websiteSettings)
        .values({ salonId, ...changes })
        .onConflictDoUpdate({
          target: websiteSettings.salonId,
          set: { ...changes, updatedAt: new Date() },
        })
        .returning();
      return { before, after: after! };
    });
  }
}
