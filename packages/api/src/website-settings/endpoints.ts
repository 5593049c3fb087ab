import { array } from 'superstruct';
import { endpoint } from '../contract';
import { Empty } from '../shared/schemas';
import {
  ContactUsBody,
  SalonNameQuery,
  WebsiteInfo,
  WebsiteSettingBody,
  WebsiteSettingQuery,
  WebsiteStylist,
} from './schemas';

// The salon's public website (spec 2 §7 "Public", "Website and app settings"). Public calls name the
// salon by its URL name (`?name=demo-salon`); an unknown or disabled salon answers 404 'Salon not found'.

/** The salon and its website's colour, texts, images and opening hours (no token). */
export const getWebsiteSettingByName = endpoint({
  method: 'GET',
  path: '/website/get-website-setting-by-name',
  auth: 'none',
  query: SalonNameQuery,
  data: WebsiteInfo,
});

/**
 * The signed-in staff's own salon's website settings, for the Appearance editor (salon, manager,
 * superadmin in their current salon; works while the salon is disabled too).
 */
export const getOwnWebsiteSetting = endpoint({
  method: 'GET',
  path: '/website/get-website-setting',
  auth: 'token',
  data: WebsiteInfo,
});

/**
 * Changes the own salon's website settings: multipart, usually one field per call (see
 * `WebsiteSettingBody`), images as the files `websiteLogoImageURL` / `websiteBannerImageURL`. Answers the
 * whole settings after the change. Salon, manager, superadmin; others 403.
 */
export const addWebsiteSetting = endpoint({
  method: 'POST',
  path: '/website/add-website-setting',
  auth: 'token',
  query: WebsiteSettingQuery,
  multipart: true,
  body: WebsiteSettingBody,
  data: WebsiteInfo,
});

/**
 * The contact form of the salon home (no token): e-mails the message to the salon, reply-to the
 * visitor. Limited per client address: 429 with `CONTACT_TOO_MANY_MESSAGE` after a few messages.
 */
export const contactUs = endpoint({
  method: 'POST',
  path: '/website/contact-us',
  auth: 'none',
  query: SalonNameQuery,
  body: ContactUsBody,
  data: Empty,
});

/** The salon's active stylists, by name (no token). */
export const getWebsiteStylistByName = endpoint({
  method: 'GET',
  path: '/website/get-website-stylist-by-name',
  auth: 'none',
  query: SalonNameQuery,
  data: array(WebsiteStylist),
});

export const websiteEndpoints = {
  getWebsiteSettingByName,
  getOwnWebsiteSetting,
  addWebsiteSetting,
  contactUs,
  getWebsiteStylistByName,
};
