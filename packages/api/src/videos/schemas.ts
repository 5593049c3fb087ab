import { boolean, nullable, object, optional, string, type Infer } from 'superstruct';
import { Id, IsoDateTime, NamedRef, Role, text, wholeNumber } from '../shared/schemas';

/** The largest video an upload accepts; the modal states it and the server enforces it. */
export const MAX_VIDEO_BYTES = 100 * 1024 * 1024;
export const MAX_VIDEO_MEGABYTES = MAX_VIDEO_BYTES / (1024 * 1024);

export const VideoCategory = object({
  _id: Id,
  categoryName: string(),
  enable: boolean(),
  createdAt: IsoDateTime,
});
export type VideoCategory = Infer<typeof VideoCategory>;

export const VideoCategoryRef = object({ _id: Id, categoryName: string() });
export type VideoCategoryRef = Infer<typeof VideoCategoryRef>;

export const PersonRef = NamedRef;
export type PersonRef = Infer<typeof PersonRef>;

export const Video = object({
  _id: Id,
  videoTitle: string(),
  videoDescription: string(),
  videoCategory: VideoCategoryRef,
  /** Where the browser fetches the file: `/uploads/<key>`, served with range requests. */
  videoUrl: string(),
  /** The sniffed content type, for the `<video>` source. */
  mimeType: string(),
  likeCount: wholeNumber(0),
  viewCount: wholeNumber(0),
  enable: boolean(),
  /** The uploader's role. */
  uploadedBy: Role,
  salon: Id,
  stylist: nullable(PersonRef),
  createdAt: IsoDateTime,
});
export type Video = Infer<typeof Video>;

export const VideoIdQuery = object({ videoID: Id });
export type VideoIdQuery = Infer<typeof VideoIdQuery>;

export const CategoryIdQuery = object({ categoryId: Id });
export type CategoryIdQuery = Infer<typeof CategoryIdQuery>;

/** `categoryID` updates that category. */
export const CreateCategoryBody = object({
  categoryID: optional(Id),
  categoryName: text(60),
});
export type CreateCategoryBody = Infer<typeof CreateCategoryBody>;

/**
 * Text fields of the multipart `POST /video/add-video`; the file travels as `video`. `uploadedBy` and
 * `salon` are accepted for the old clients but the server takes both from the session.
 */
export const AddVideoBody = object({
  videoTitle: text(100),
  videoDescription: text(1000),
  videoCategory: Id,
  stylist: Id,
  uploadedBy: optional(Role),
  salon: optional(Id),
});
export type AddVideoBody = Infer<typeof AddVideoBody>;

export const ViewCount = object({ viewCount: wholeNumber(0) });
export type ViewCount = Infer<typeof ViewCount>;
