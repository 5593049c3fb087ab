import { array } from 'superstruct';
import { endpoint } from '../contract';
import { EnableBody, Empty, paged } from '../shared/schemas';
import {
  AddServiceBody,
  EnabledListQuery,
  RankBody,
  SavedService,
  ServiceCategory,
  ServiceGroup,
  ServiceGroupQuery,
  ServiceIdQuery,
  SubService,
  WebsiteServiceGroup,
} from './schemas';
import { SalonNameQuery } from '../website-settings/schemas';

/** The admin list: categories in rank order, each with its services (paged by category). */
export const getServiceGroups = endpoint({
  method: 'GET',
  path: '/service/get-service-groupby-category',
  auth: 'token',
  query: ServiceGroupQuery,
  data: paged(ServiceGroup),
});

/** Enabled categories in rank order (stylist settings, booking). */
export const getEnabledCategories = endpoint({
  method: 'GET',
  path: '/service/get-enable-main-service',
  auth: 'token',
  query: EnabledListQuery,
  data: paged(ServiceCategory),
});

/** Enabled services of enabled categories, by category rank then service rank (stylist settings, booking). */
export const getEnabledSubServices = endpoint({
  method: 'GET',
  path: '/service/get-enable-sub-service',
  auth: 'token',
  query: EnabledListQuery,
  data: paged(SubService),
});

/** Creates or (with `id`) updates a category or a service. */
export const addService = endpoint({
  method: 'POST',
  path: '/service/add-service',
  auth: 'token',
  body: AddServiceBody,
  data: SavedService,
});

export const enableDisableService = endpoint({
  method: 'PATCH',
  path: '/service/enable-disable-service',
  auth: 'token',
  query: ServiceIdQuery,
  body: EnableBody,
  data: Empty,
});

/** A category that still has services is refused with 409. */
export const deleteService = endpoint({
  method: 'DELETE',
  path: '/service/delete-service',
  auth: 'token',
  query: ServiceIdQuery,
  data: Empty,
});

export const rankUpdateService = endpoint({
  method: 'PATCH',
  path: '/service/rank-update-service',
  auth: 'token',
  body: RankBody,
  data: Empty,
});

/** The salon home's service tabs and the booking page's services (no token); unknown salon 404. */
export const getWebsiteServiceGroupByCategory = endpoint({
  method: 'GET',
  path: '/service/get-website-service-groupby-category',
  auth: 'none',
  query: SalonNameQuery,
  data: array(WebsiteServiceGroup),
});

export const serviceEndpoints = {
  getServiceGroups,
  getEnabledCategories,
  getEnabledSubServices,
  addService,
  enableDisableService,
  deleteService,
  rankUpdateService,
  getWebsiteServiceGroupByCategory,
};
