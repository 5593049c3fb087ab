import { getEnabledWebsiteCategory, getProductBySalonForWebsite } from '@salon/api/products/endpoints';
import { getWebsiteServiceGroupByCategory } from '@salon/api/services/endpoints';
import {
  addWebsiteSetting,
  contactUs,
  getOwnWebsiteSetting,
  getWebsiteSettingByName,
  getWebsiteStylistByName,
} from '@salon/api/website-settings/endpoints';
import {
  CONTACT_TOO_MANY_MESSAGE,
  WEBSITE_IMAGE_FIELDS,
  WEBSITE_IMAGE_MAX_BYTES,
} from '@salon/api/website-settings/schemas';
import type { ContractRouter } from '../../http/contract-route';
import { byAddress, limitedBy, type Limits } from '../../http/rate-limit';
import type { WebsiteService } from './service';

export function websiteRoutes(route: ContractRouter, website: WebsiteService, limits: Limits): void {
  const contactLimit = limits.limit('contact', CONTACT_TOO_MANY_MESSAGE);
  route(getWebsiteSettingByName, async ({ query }) => ({ data: await website.publicInfo(query.name) }));
  route(getOwnWebsiteSetting, async ({ viewer }) => ({ data: await website.ownInfo(viewer) }));
  route(
    addWebsiteSetting,
    async ({ viewer, body, files }) => ({
      data: await website.save(viewer, body, files),
      message: 'Website settings updated',
    }),
    {
      uploads: Object.fromEntries(
        WEBSITE_IMAGE_FIELDS.map((field) => [field, { kind: 'image', maxBytes: WEBSITE_IMAGE_MAX_BYTES }]),
      ),
    },
  );
  route(
    contactUs,
    async ({ query, body }) => ({ data: null, message: await website.contact(query.name, body) }),
    limitedBy([contactLimit, byAddress]),
  );
  route(getWebsiteStylistByName, async ({ query }) => ({ data: await website.stylists(query.name) }));
  route(getWebsiteServiceGroupByCategory, async ({ query }) => ({
    data: await website.serviceGroups(query.name),
  }));
  route(getProductBySalonForWebsite, async ({ body }) => ({ data: await website.products(body) }));
  route(getEnabledWebsiteCategory, async ({ query }) => ({
    data: await website.categories(query.name, query.pageNumber, query.pageSize),
  }));
}
