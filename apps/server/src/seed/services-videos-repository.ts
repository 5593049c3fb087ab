import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { services, videoCategories, videos, type NewServiceRow, type NewVideoRow } from '../db/schema';

/** Inserts of the services and videos demo data; existing rows (same id) are left alone. */
export class ServicesVideosSeedRepository {
  constructor(private readonly db: Database) {}

  async insertServices(rows: NewServiceRow[]): Promise<void> {
    // Categories first: services reference them.
    const ordered = [...rows].sort((a, b) => Number(a.parentId != null) - Number(b.parentId != null));
    await this.db.insert(services).values(ordered).onConflictDoNothing();
  }

  async insertVideoCategories(rows: Array<typeof videoCategories.$inferInsert>): Promise<void> {
    await this.db.insert(videoCategories).values(rows).onConflictDoNothing();
  }

  async hasVideo(id: string): Promise<boolean> {
    const [row] = await this.db.select({ id: videos.id }).from(videos).where(eq(videos.id, id));
    return row !== undefined;
  }

  async insertVideo(row: NewVideoRow): Promise<void> {
    await this.db.insert(videos).values(row).onConflictDoNothing();
  }
}
