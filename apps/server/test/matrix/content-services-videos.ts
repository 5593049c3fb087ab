import { readFileSync } from 'node:fs';
import { serviceCategoryId, subServiceId, videoCategoryId, videoId } from '../../src/seed/services-videos';
import { ALL, type Matrix, type Scope } from './types';

// Own cases act on Demo Salon's seeded rows, other cases on Second Salon's (expected 404 where allowed).
const MANAGE = { superadmin: 200, salon: 200, manager: 200 };
const OTHER_404 = ALL(403, { superadmin: 404, salon: 404, manager: 404 });
const VIEW_VIDEOS = { superadmin: 200, salon: 200, manager: 200, stylist: 200 };
const VIDEOS_OTHER_404 = ALL(403, { superadmin: 404, salon: 404, manager: 404, stylist: 404 });

const category = (scope: Scope) => serviceCategoryId(scope === 'own' ? 1 : 11);
const subService = (scope: Scope) => subServiceId(scope === 'own' ? 9 : 21);
const video = (scope: Scope) => videoId(scope === 'own' ? 1 : 11);
// Demo Salon's category 3 is disabled: an upload into it is refused with 400 after the role check, so
// the matrix stores no file. Second Salon's category is 404.
const uploadCategory = (scope: Scope) => videoCategoryId(scope === 'own' ? 3 : 11);
const CLIP = readFileSync(new URL('../../src/seed/assets/demo-clip.webm', import.meta.url));
let names = 0;

function uploadForm(scope: Scope): FormData {
  const form = new FormData();
  form.append('videoTitle', 'Matrix clip');
  form.append('videoDescription', 'Checks who may upload.');
  form.append('videoCategory', uploadCategory(scope));
  form.append('stylist', '0e5e0000-0000-4000-8000-000000000005');
  form.append('video', new Blob([new Uint8Array(CLIP)], { type: 'video/webm' }), 'clip.webm');
  return form;
}

export const contentServicesVideosMatrix: Matrix = {
  'GET /service/get-service-groupby-category': {
    request: (scope) => ({
      url: `/service/get-service-groupby-category?id=${category(scope)}&pageNumber=1&pageSize=20`,
    }),
    own: ALL(403, MANAGE),
    other: OTHER_404,
  },
  'GET /service/get-enable-main-service': {
    request: () => ({ url: '/service/get-enable-main-service?pageNumber=1&pageSize=1000' }),
    own: ALL(200, { admin: 403 }),
  },
  'GET /service/get-enable-sub-service': {
    request: () => ({ url: '/service/get-enable-sub-service?pageNumber=1&pageSize=1000' }),
    own: ALL(200, { admin: 403 }),
  },
  'POST /service/add-service': {
    request: (scope) => ({
      url: '/service/add-service',
      payload: {
        isMainService: false,
        title: `Matrix service ${++names}`,
        service: category(scope),
        description: 'Added by the authorization matrix.',
        charges: 10,
        requiredTime: 30,
      },
    }),
    own: ALL(403, MANAGE),
    other: OTHER_404,
  },
  'PATCH /service/enable-disable-service': {
    request: (scope) => ({
      url: `/service/enable-disable-service?serviceId=${subService(scope)}`,
      payload: { enable: true },
    }),
    own: ALL(403, MANAGE),
    other: OTHER_404,
  },
  'DELETE /service/delete-service': {
    // A category with services: 409 for those allowed, and nothing is deleted.
    request: (scope) => ({ url: `/service/delete-service?serviceId=${category(scope)}` }),
    own: ALL(403, { superadmin: 409, salon: 409, manager: 409 }),
    other: OTHER_404,
  },
  'PATCH /service/rank-update-service': {
    request: (scope) => ({
      url: '/service/rank-update-service',
      payload: {
        ids:
          scope === 'own'
            ? [1, 2, 3].map((n, rank) => ({ _id: serviceCategoryId(n), rank }))
            : [11, 12].map((n, rank) => ({ _id: serviceCategoryId(n), rank })),
      },
    }),
    own: ALL(403, MANAGE),
    other: OTHER_404,
  },

  'GET /video/get-video-by-salon': {
    request: () => ({ url: '/video/get-video-by-salon?pageNumber=1&pageSize=20' }),
    own: ALL(403, VIEW_VIDEOS),
  },
  'GET /video/get-video-by-id': {
    request: (scope) => ({ url: `/video/get-video-by-id?videoID=${video(scope)}` }),
    own: ALL(403, VIEW_VIDEOS),
    other: VIDEOS_OTHER_404,
  },
  'POST /video/add-view': {
    request: (scope) => ({ url: `/video/add-view?videoID=${video(scope)}` }),
    own: ALL(403, VIEW_VIDEOS),
    other: VIDEOS_OTHER_404,
  },
  'POST /video/add-video': {
    request: (scope) => ({ url: '/video/add-video', payload: uploadForm(scope) }),
    own: ALL(403, { superadmin: 400, salon: 400, manager: 400, stylist: 400 }),
    other: VIDEOS_OTHER_404,
  },
  'PATCH /video/enable-disable-video': {
    request: (scope) => ({
      url: `/video/enable-disable-video?videoID=${video(scope)}`,
      payload: { enable: true },
    }),
    own: ALL(403, MANAGE),
    other: OTHER_404,
  },
  'DELETE /video/delete-video': {
    // Another salon's video only: the own video stays for the other cases (server tests delete one).
    request: () => ({ url: `/video/delete-video?videoID=${video('other')}` }),
    own: OTHER_404,
  },
  'GET /video/get-stylist-options': {
    request: () => ({ url: '/video/get-stylist-options' }),
    own: ALL(403, VIEW_VIDEOS),
  },
  'GET /video/get-category': {
    request: () => ({ url: '/video/get-category?pageNumber=1&pageSize=20' }),
    own: ALL(403, VIEW_VIDEOS),
  },
  'POST /video/create-category': {
    request: (scope) => ({
      url: '/video/create-category',
      payload: { categoryID: videoCategoryId(scope === 'own' ? 2 : 11), categoryName: `Matrix ${++names}` },
    }),
    own: ALL(403, MANAGE),
    other: OTHER_404,
  },
  'PATCH /video/enable-disable-category': {
    request: (scope) => ({
      url: `/video/enable-disable-category?categoryId=${videoCategoryId(scope === 'own' ? 2 : 11)}`,
      payload: { enable: true },
    }),
    own: ALL(403, MANAGE),
    other: OTHER_404,
  },
  'DELETE /video/delete-category': {
    // A category with a video: 409 for those allowed, and nothing is deleted.
    request: (scope) => ({
      url: `/video/delete-category?categoryId=${videoCategoryId(scope === 'own' ? 1 : 11)}`,
    }),
    own: ALL(403, { superadmin: 409, salon: 409, manager: 409 }),
    other: OTHER_404,
  },
};
