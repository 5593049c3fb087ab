import { createReadStream } from 'node:fs';
import type { Paged, PagedQuery } from '@salon/api/shared/schemas';
import type {
  AddVideoBody,
  CreateCategoryBody,
  PersonRef,
  Video,
  VideoCategory,
} from '@salon/api/videos/schemas';
import { isForeignKeyViolation, uniqueViolation } from '../../db/errors';
import type { VideoCategoryRow } from '../../db/schema';
import { BadRequestError, ConflictError, NotFoundError } from '../../errors';
import type { UploadedFile } from '../../http/uploads';
import { authorize } from '../../http/authorize';
import { ownSalonOf, type Viewer } from '../../http/viewer';
import type { FileStorage } from '../../storage/file-storage';
import { windowOf } from '../../db/paging';
import { pagedOf } from '../services';
import type { VideoListRow, VideoRepository } from './repository';

const VIDEO_NOT_FOUND = 'Video not found';
const CATEGORY_NOT_FOUND = 'Video category not found';
const NAME_TAKEN = 'A video category with this name already exists';
export const VIDEO_CATEGORY_IN_USE =
  'This category is used by videos. Delete those videos or move them to another category first.';

function categoryOf(row: VideoCategoryRow): VideoCategory {
  return { _id: row.id, categoryName: row.name, enable: row.enable, createdAt: row.createdAt.toISOString() };
}

export class VideoService {
  constructor(
    private readonly videos: VideoRepository,
    private readonly storage: FileStorage,
  ) {}

  private videoOf({ video, categoryName, stylistName }: VideoListRow): Video {
    return {
      _id: video.id,
      videoTitle: video.title,
      videoDescription: video.description,
      videoCategory: { _id: video.categoryId, categoryName },
      videoUrl: this.storage.urlOf(video.fileKey),
      mimeType: video.mimeType,
      likeCount: video.likeCount,
      viewCount: video.viewCount,
      enable: video.enable,
      uploadedBy: video.uploadedByRole,
      salon: video.salonId,
      stylist: video.stylistId && stylistName ? { _id: video.stylistId, name: stylistName } : null,
      createdAt: video.createdAt.toISOString(),
    };
  }

  async list(viewer: Viewer, query: PagedQuery): Promise<Paged<Video>> {
    const salonId = this.salonFor(viewer, 'videos.manage');
    const { rows, total } = await this.videos.list(
      salonId,
      query.filterValue?.trim() || undefined,
      windowOf(query),
    );
    return pagedOf(
      rows.map((row) => this.videoOf(row)),
      total,
      query.pageSize,
    );
  }

  async get(viewer: Viewer, id: string): Promise<Video> {
    const salonId = this.salonFor(viewer, 'videos.manage');
    const row = await this.videos.findWithNames(salonId, id);
    if (!row) throw new NotFoundError(VIDEO_NOT_FOUND);
    return this.videoOf(row);
  }

  async addView(viewer: Viewer, id: string): Promise<number> {
    const salonId = this.salonFor(viewer, 'videos.manage');
    const count = await this.videos.addView(salonId, id);
    if (count === undefined) throw new NotFoundError(VIDEO_NOT_FOUND);
    return count;
  }

  /** Stores the uploaded file under a server-generated name, then the record; the file goes if the record fails. */
  async add(viewer: Viewer, body: AddVideoBody, file: UploadedFile | undefined): Promise<Video> {
    const salonId = this.salonFor(viewer, 'videos.manage');
    if (!file) throw new BadRequestError('Please select a video');
    const category = await this.videos.findCategory(salonId, body.videoCategory);
    if (!category) throw new NotFoundError(CATEGORY_NOT_FOUND);
    if (!category.enable) throw new BadRequestError('This video category is disabled');
    const stylist = await this.videos.findStylist(salonId, body.stylist);
    if (!stylist) throw new NotFoundError('Stylist not found');

    const stored = await this.storage.put(createReadStream(file.path), { extension: file.extension });
    try {
      const created = await this.videos.create({
        salonId,
        categoryId: category.id,
        title: body.videoTitle,
        description: body.videoDescription,
        fileKey: stored.key,
        mimeType: file.mime,
        sizeBytes: stored.size,
        uploadedByRole: viewer.role,
        uploaderId: viewer.userId,
        stylistId: stylist.id,
      });
      return this.videoOf({ video: created, categoryName: category.name, stylistName: stylist.name });
    } catch (error) {
      await this.storage.delete(stored.key);
      throw error;
    }
  }

  async setEnable(viewer: Viewer, id: string, enable: boolean): Promise<string> {
    const salonId = this.salonFor(viewer, 'videos.categories');
    if (!(await this.videos.setEnable(salonId, id, enable))) throw new NotFoundError(VIDEO_NOT_FOUND);
    return enable ? 'Video enabled' : 'Video disabled';
  }

  /** Deletes the record, then its file. */
  async remove(viewer: Viewer, id: string): Promise<void> {
    const salonId = this.salonFor(viewer, 'videos.categories');
    const row = await this.videos.delete(salonId, id);
    if (!row) throw new NotFoundError(VIDEO_NOT_FOUND);
    await this.storage.delete(row.fileKey);
  }

  async stylists(viewer: Viewer): Promise<PersonRef[]> {
    const salonId = this.salonFor(viewer, 'videos.manage');
    return (await this.videos.listStylists(salonId)).map((row) => ({ _id: row.id, name: row.name }));
  }

  // Categories. Stylists read them (the upload form's select); only managers change them.

  async categories(viewer: Viewer, query: PagedQuery): Promise<Paged<VideoCategory>> {
    const salonId = this.salonFor(viewer, 'videos.manage');
    const { rows, total } = await this.videos.listCategories(
      salonId,
      query.filterValue?.trim() || undefined,
      windowOf(query),
    );
    return pagedOf(rows.map(categoryOf), total, query.pageSize);
  }

  async saveCategory(
    viewer: Viewer,
    body: CreateCategoryBody,
  ): Promise<{ category: VideoCategory; message: string }> {
    const salonId = this.salonFor(viewer, 'videos.categories');
    if (body.categoryID && !(await this.videos.findCategory(salonId, body.categoryID))) {
      throw new NotFoundError(CATEGORY_NOT_FOUND);
    }
    if (await this.videos.categoryNameTaken(salonId, body.categoryName, body.categoryID)) {
      throw new ConflictError(NAME_TAKEN);
    }
    try {
      if (body.categoryID) {
        const row = await this.videos.updateCategory(salonId, body.categoryID, { name: body.categoryName });
        if (!row) throw new NotFoundError(CATEGORY_NOT_FOUND);
        return { category: categoryOf(row), message: 'Category updated successfully' };
      }
      const row = await this.videos.createCategory(salonId, body.categoryName);
      return { category: categoryOf(row), message: 'Category added successfully' };
    } catch (error) {
      if (uniqueViolation(error) !== undefined) throw new ConflictError(NAME_TAKEN);
      throw error;
    }
  }

  async setCategoryEnable(viewer: Viewer, id: string, enable: boolean): Promise<string> {
    const salonId = this.salonFor(viewer, 'videos.categories');
    if (!(await this.videos.updateCategory(salonId, id, { enable })))
      throw new NotFoundError(CATEGORY_NOT_FOUND);
    return enable ? 'Category enabled' : 'Category disabled';
  }

  async removeCategory(viewer: Viewer, id: string): Promise<void> {
    const salonId = this.salonFor(viewer, 'videos.categories');
    if (!(await this.videos.findCategory(salonId, id))) throw new NotFoundError(CATEGORY_NOT_FOUND);
    if ((await this.videos.countVideosInCategory(salonId, id)) > 0) {
      throw new ConflictError(VIDEO_CATEGORY_IN_USE, 'category_in_use');
    }
    try {
      await this.videos.deleteCategory(salonId, id);
    } catch (error) {
      if (isForeignKeyViolation(error)) throw new ConflictError(VIDEO_CATEGORY_IN_USE, 'category_in_use');
      throw error;
    }
  }

  private salonFor(viewer: Viewer, action: 'videos.manage' | 'videos.categories'): string {
    authorize(viewer, action);
    return ownSalonOf(viewer, 'Select a salon first');
  }
}
