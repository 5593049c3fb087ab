import { endpoint } from '../contract';
import { Empty, paged } from '../shared/schemas';
import {
  AppVersion,
  AppVersionBody,
  AppVersionDeleteQuery,
  AppVersionEnableBody,
  AppVersionIdQuery,
  AppVersionListQuery,
} from './schemas';

/** One salon's app versions, newest first, 20 per page, `filterValue` searching titles, ids and text. */
export const getAppVersions = endpoint({
  method: 'GET',
  path: '/version/get-version',
  auth: 'token',
  query: AppVersionListQuery,
  data: paged(AppVersion),
});

/** Adds an app version to a salon: the Add App Version modal. */
export const addAppVersion = endpoint({
  method: 'POST',
  path: '/version/add-version',
  auth: 'token',
  body: AppVersionBody,
  data: AppVersion,
});

/** The enable switch of a row. */
export const enableAppVersion = endpoint({
  method: 'PATCH',
  path: '/version/enable-disable-version',
  auth: 'token',
  query: AppVersionIdQuery,
  body: AppVersionEnableBody,
  data: AppVersion,
});

/** Deletes a disabled app version (an enabled one answers 409). */
export const deleteAppVersion = endpoint({
  method: 'DELETE',
  path: '/version/delete-version',
  auth: 'token',
  query: AppVersionDeleteQuery,
  data: Empty,
});

export const appVersionEndpoints = { getAppVersions, addAppVersion, enableAppVersion, deleteAppVersion };
