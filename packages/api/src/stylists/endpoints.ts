import { endpoint } from '../contract';
import { EnableBody, Empty, paged } from '../shared/schemas';
import {
  AddStylistSettingsBody,
  StylistFormBody,
  StylistIdQuery,
  StylistItem,
  StylistListQuery,
  StylistOption,
  StylistOptionsQuery,
  StylistSettings,
  StylistUserIdQuery,
} from './schemas';

/** The stylist list, 20 per page: the viewer's salon, or every salon for the admin (read-only). */
export const getStylists = endpoint({
  method: 'GET',
  path: '/stylist/get-stylist',
  auth: 'token',
  query: StylistListQuery,
  data: paged(StylistItem),
});

/** Enabled stylists of the viewer's salon as options, up to 1000 per page, by name. */
export const getEnabledStylists = endpoint({
  method: 'GET',
  path: '/stylist/get-enable-stylist',
  auth: 'token',
  query: StylistOptionsQuery,
  data: paged(StylistOption),
});

/** Creates (no `id`) or updates a stylist; multipart with the photo as `image`. */
export const saveStylist = endpoint({
  method: 'POST',
  path: '/stylist/create-stylist',
  auth: 'token',
  multipart: true,
  body: StylistFormBody,
  data: StylistItem,
});

export const enableStylist = endpoint({
  method: 'PATCH',
  path: '/stylist/enable-disable-stylist',
  auth: 'token',
  query: StylistUserIdQuery,
  body: EnableBody,
  data: StylistItem,
});

export const deleteStylist = endpoint({
  method: 'DELETE',
  path: '/stylist/delete-stylist',
  auth: 'token',
  query: StylistIdQuery,
  data: Empty,
});

/** Sets a generated password, signs the stylist out everywhere and e-mails the password. */
export const resetStylistPassword = endpoint({
  method: 'PATCH',
  path: '/stylist/reset-password',
  auth: 'token',
  query: StylistIdQuery,
  data: Empty,
});

export const getStylistSettings = endpoint({
  method: 'GET',
  path: '/stylist/get-stylist-settings',
  auth: 'token',
  query: StylistIdQuery,
  data: StylistSettings,
});

export const saveStylistSettings = endpoint({
  method: 'POST',
  path: '/stylist/add-stylist-settings',
  auth: 'token',
  body: AddStylistSettingsBody,
  data: StylistSettings,
});

export const stylistEndpoints = {
  getStylists,
  getEnabledStylists,
  saveStylist,
  enableStylist,
  deleteStylist,
  resetStylistPassword,
  getStylistSettings,
  saveStylistSettings,
};
