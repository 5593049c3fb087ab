import { and, asc, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  users,
  videoCategories,
  videos,
  type NewVideoRow,
  type VideoCategoryRow,
  type VideoRow,
} from '../../db/schema';
import { CategoryRepository } from '../../db/category-repository';
import { containsPattern, readPage, type PageWindow } from '../../db/paging';
import { findSalonRow } from '../../db/salon-rows';

export interface VideoListRow {
  video: VideoRow;
  categoryName: string;
  stylistName: string | null;
}

/** Videos and video categories of one salon; every method takes the salon id. */
export class VideoRepository {
  private readonly categories: CategoryRepository;

  constructor(private readonly db: Database) {
    this.categories = new CategoryRepository(db, { categories: videoCategories, items: videos });
  }

  private listQuery() {
    return this.db
      .select({ video: videos, categoryName: videoCategories.name, stylistName: users.name })
      .from(videos)
      .innerJoin(
        videoCategories,
        and(eq(videoCategories.salonId, videos.salonId), eq(videoCategories.id, videos.categoryId)),
      )
      .leftJoin(users, eq(users.id, videos.stylistId));
  }

  async list(salonId: string, filter: string | undefined, page: PageWindow) {
    const conditions: SQL[] = [eq(videos.salonId, salonId)];
    if (filter) {
      const pattern = containsPattern(filter);
      conditions.push(
        or(
          ilike(videos.title, pattern),
          ilike(videos.description, pattern),
          ilike(videoCategories.name, pattern),
        )!,
      );
    }
    const where = and(...conditions);
    const { rows, total } = await readPage(
      page,
      this.listQuery().where(where).orderBy(desc(videos.createdAt), asc(videos.id)),
      this.db
        .select({ value: count() })
        .from(videos)
        .innerJoin(
          videoCategories,
          and(eq(videoCategories.salonId, videos.salonId), eq(videoCategories.id, videos.categoryId)),
        )
        .where(where),
    );
    return { rows: rows as VideoListRow[], total };
  }

  async findWithNames(salonId: string, id: string): Promise<VideoListRow | undefined> {
    const [row] = await this.listQuery().where(and(eq(videos.salonId, salonId), eq(videos.id, id)));
    return row;
  }

  async find(salonId: string, id: string): Promise<VideoRow | undefined> {
    return findSalonRow(this.db, videos, salonId, videos.id, id);
  }

  async create(row: NewVideoRow): Promise<VideoRow> {
    const [created] = await this.db.insert(videos).values(row).returning();
    if (!created) throw new Error('Insert returned no row');
    return created;
  }

  async setEnable(salonId: string, id: string, enable: boolean): Promise<boolean> {
    const rows = await this.db
      .update(videos)
      .set({ enable, updatedAt: new Date() })
      .where(and(eq(videos.salonId, salonId), eq(videos.id, id)))
      .returning({ id: videos.id });
    return rows.length > 0;
  }

  /** Adds one view atomically; undefined when there is no such video. */
  async addView(salonId: string, id: string): Promise<number | undefined> {
    const [row] = await this.db
      .update(videos)
      .set({ viewCount: sql`${videos.viewCount} + 1` })
      .where(and(eq(videos.salonId, salonId), eq(videos.id, id)))
      .returning({ viewCount: videos.viewCount });
    return row?.viewCount;
  }

  /** Deletes the row and returns it (its file key), or undefined. */
  async delete(salonId: string, id: string): Promise<VideoRow | undefined> {
    const [row] = await this.db
      .delete(videos)
      .where(and(eq(videos.salonId, salonId), eq(videos.id, id)))
      .returning();
    return row;
  }

  async findStylist(salonId: string, stylistId: string) {
    const [row] = await this.db
      .select({ id: users.id, name: users.name, active: users.active })
      .from(users)
      .where(and(eq(users.salonId, salonId), eq(users.id, stylistId), eq(users.role, 'stylist')));
    return row;
  }

  async listStylists(salonId: string) {
    return this.db
      .select({ id: users.id, name: users.name })
      .from(users)
      .where(and(eq(users.salonId, salonId), eq(users.role, 'stylist'), eq(users.active, true)))
      .orderBy(asc(sql`lower(${users.name})`), asc(users.id));
  }

  // Categories.

  listCategories(
    salonId: string,
    filter: string | undefined,
    page: PageWindow,
  ): Promise<{ rows: VideoCategoryRow[]; total: number }> {
    return this.categories.list(salonId, filter, page);
  }

  findCategory(salonId: string, id: string): Promise<VideoCategoryRow | undefined> {
    return this.categories.find(salonId, id);
  }

  categoryNameTaken(salonId: string, name: string, exceptId?: string): Promise<boolean> {
    return this.categories.nameTaken(salonId, name, exceptId);
  }

  createCategory(salonId: string, name: string): Promise<VideoCategoryRow> {
    return this.categories.create(salonId, name);
  }

  updateCategory(
    salonId: string,
    id: string,
    changes: { name?: string; enable?: boolean },
  ): Promise<VideoCategoryRow | undefined> {
    return this.categories.update(salonId, id, changes);
  }

  countVideosInCategory(salonId: string, categoryId: string): Promise<number> {
    return this.categories.countItems(salonId, categoryId);
  }

  deleteCategory(salonId: string, id: string): Promise<boolean> {
    return this.categories.delete(salonId, id);
  }
}
