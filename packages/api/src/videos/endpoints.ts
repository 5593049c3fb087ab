import { array } from 'superstruct';
import { endpoint } from '../contract';
import { EnableBody, Empty, PagedQuery, paged } from '../shared/schemas';
import {
  AddVideoBody,
  CategoryIdQuery,
  CreateCategoryBody,
  PersonRef,
  Video,
  VideoCategory,
  VideoIdQuery,
  ViewCount,
} from './schemas';

/** The salon's videos, newest first; `filterValue` matches title, description or category. */
export const getVideosBySalon = endpoint({
  method: 'GET',
  path: '/video/get-video-by-salon',
  auth: 'token',
  query: PagedQuery,
  data: paged(Video),
});

/** One video; reading it does not count a view (the detail page calls `addVideoView` once). */
export const getVideoById = endpoint({
  method: 'GET',
  path: '/video/get-video-by-id',
  auth: 'token',
  query: VideoIdQuery,
  data: Video,
});

/** Counts one view: the detail page calls it once per load, so SWR revalidation cannot inflate the count. */
export const addVideoView = endpoint({
  method: 'POST',
  path: '/video/add-view',
  auth: 'token',
  query: VideoIdQuery,
  data: ViewCount,
});

/** Multipart: the text fields of `AddVideoBody` and the file `video` (checked by content, at most 100 MB). */
export const addVideo = endpoint({
  method: 'POST',
  path: '/video/add-video',
  auth: 'token',
  multipart: true,
  body: AddVideoBody,
  data: Video,
});

export const enableDisableVideo = endpoint({
  method: 'PATCH',
  path: '/video/enable-disable-video',
  auth: 'token',
  query: VideoIdQuery,
  body: EnableBody,
  data: Empty,
});

/** Deletes the record and its stored file. */
export const deleteVideo = endpoint({
  method: 'DELETE',
  path: '/video/delete-video',
  auth: 'token',
  query: VideoIdQuery,
  data: Empty,
});

/** The salon's video categories by name; `filterValue` matches the name. */
export const getVideoCategories = endpoint({
  method: 'GET',
  path: '/video/get-category',
  auth: 'token',
  query: PagedQuery,
  data: paged(VideoCategory),
});

export const createVideoCategory = endpoint({
  method: 'POST',
  path: '/video/create-category',
  auth: 'token',
  body: CreateCategoryBody,
  data: VideoCategory,
});

export const enableDisableVideoCategory = endpoint({
  method: 'PATCH',
  path: '/video/enable-disable-category',
  auth: 'token',
  query: CategoryIdQuery,
  body: EnableBody,
  data: Empty,
});

/** A category that videos still use is refused with 409. */
export const deleteVideoCategory = endpoint({
  method: 'DELETE',
  path: '/video/delete-category',
  auth: 'token',
  query: CategoryIdQuery,
  data: Empty,
});

/** The salon's enabled stylists, for the upload form's stylist select. */
export const getVideoStylists = endpoint({
  method: 'GET',
  path: '/video/get-stylist-options',
  auth: 'token',
  data: array(PersonRef),
});

export const videoEndpoints = {
  getVideosBySalon,
  getVideoById,
  addVideoView,
  addVideo,
  enableDisableVideo,
  deleteVideo,
  getVideoCategories,
  createVideoCategory,
  enableDisableVideoCategory,
  deleteVideoCategory,
  getVideoStylists,
};
