import { endpoint } from '../contract';
import { AppMenu } from '../salons/schemas';
import { AppSetting, AppSettingBody, AppSettingQuery } from './schemas';

/** One of the salon's app settings (spec 2 §7); a setting never saved answers empty texts and no image. */
export const getAppSetting = endpoint({
  method: 'GET',
  path: '/app/get-app-setting',
  auth: 'token',
  query: AppSettingQuery,
  data: AppSetting,
});

/** Saves one card of the App Settings page: multipart, its texts and the image as the file field `image`. */
export const addAppSetting = endpoint({
  method: 'POST',
  path: '/app/add-app-setting',
  auth: 'token',
  query: AppSettingQuery,
  body: AppSettingBody,
  multipart: true,
  data: AppSetting,
});

/**
 * The mobile app menus the viewer's salon has switched on (Video, Checkin, Point of Sales): the shop
 * card of App Settings and the sidebar's Videos and Check-in entries follow them.
 */
export const getAppMenu = endpoint({
  method: 'GET',
  path: '/app/get-app-menu',
  auth: 'token',
  data: AppMenu,
});

export const appSettingEndpoints = { getAppSetting, addAppSetting, getAppMenu };
