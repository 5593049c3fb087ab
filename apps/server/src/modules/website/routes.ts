import { getEnabledWebsiteCategory, getProductBySalonForWebsite } from '@salon/api/products/endpoints';
import { getWebsiteServiceGroupByCategory } from '@salon/api/services/endpoints';
import {
  addWebsiteSetting,
  contactUs,
  getOwnWebsiteSetting,
  getWebsiteSettingByName,
  getWebsiteStylistByName,
} from '@salon/api/website/endpoints';
import {
  CONTACT_TOO_MANY_MESSAGE,
  WEBSITE_IMAGE_FIELDS,
  WEBSITE_IMAGE_MAX_BYTES,
} from '@salon/api/website/schemas';
import { TooManyRequestsError } from '../../errors';
import type { ContractRouter } from '../../http/contract-route';
import type { WebsiteService } from './service';

/** Contact messages per client address: enough for a real visitor, too few to fill an inbox. */
export const CONTACT_RATE_LIMIT = { max: 5, timeWindow: 15 * 60 * 1000 };

export function websiteRoutes(
  route: ContractRouter,
  website: WebsiteService,
  /** Off (false) in tests unless a test gives it. */
  contactLimit: { max: number; timeWindow: number } | false = CONTACT_RATE_LIMIT,
): void {
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
    contactLimit === false
      ? {}
      : {
          rateLimit: {
            ...contactLimit,
            errorResponseBuilder: () => new TooManyRequestsError(CONTACT_TOO_MANY_MESSAGE),
          },
        },
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
