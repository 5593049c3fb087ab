import * as productEndpoints from '../../products/endpoints';
import type { WebsiteProductListBody } from '../../products/schemas';
import * as serviceEndpoints from '../../services/endpoints';
import * as endpoints from '../../website-settings/endpoints';
import {
  CONTACT_SENT_MESSAGE,
  SALON_NOT_FOUND,
  WEBSITE_TEXT_FIELDS,
  type WebsiteInfo,
  type WorkHour,
} from '../../website-settings/schemas';
import { daysOfWorkHour } from '../../website-settings/work-hours';
import {
  buildWebsiteInfo,
  buildWebsiteServiceGroups,
  DEMO_SALON_NAME,
  postedHours,
  priceRangeOf,
  websiteCategories,
  websiteInfos,
  websiteProducts,
  websiteStylists,
} from '../factories/website-settings';
import { fail, mockEndpoint, mockPending, ok } from '../http';
import { pageOf } from '../paging';

/** The demo salons' websites by URL name; any other name is an unknown salon. */
function websiteOf(name: string | null): WebsiteInfo | undefined {
  return websiteInfos[name?.toLowerCase() ?? ''];
}

const nameOf = (request: Request) => new URL(request.url).searchParams.get('name');

/**
 * The public website of the demo salons (no token) and the Appearance editor's calls. Stateless, like
 * the other mock areas: a change answers the settings with it applied.
 */
export function websiteHandlers() {
  return [
    mockEndpoint(endpoints.getWebsiteSettingByName, ({ request }) => {
      const info = websiteOf(nameOf(request));
      return info ? ok(info) : fail(404, SALON_NOT_FOUND);
    }),
    mockEndpoint(endpoints.getOwnWebsiteSetting, () => ok(buildWebsiteInfo())),
    mockEndpoint(endpoints.addWebsiteSetting, async ({ request }) => {
      const form = await request.formData();
      const info = buildWebsiteInfo();
      const changes: Record<string, unknown> = {};
      for (const field of [...WEBSITE_TEXT_FIELDS, 'bgColor'] as const) {
        const value = form.get(field);
        if (typeof value === 'string' && value.trim()) changes[field] = value.trim();
      }
      const workHour = form.get('workHour');
      if (typeof workHour === 'string') {
        // As the server: the hours become the stylists' business hours, and the site posts them.
        Object.assign(changes, postedHours(daysOfWorkHour(JSON.parse(workHour) as WorkHour[])));
      }
      for (const field of ['websiteLogoImageURL', 'websiteBannerImageURL'] as const) {
        if (form.get(field) instanceof File)
          changes[field] = `/uploads/00000000-0000-4000-8000-0000000000aa.png`;
      }
      if (Object.keys(changes).length === 0) return fail(400, 'Nothing to change: send one field');
      return ok({ ...info, ...changes }, 'Website settings updated');
    }),
    mockEndpoint(endpoints.contactUs, ({ request }) =>
      websiteOf(nameOf(request)) ? ok(null, CONTACT_SENT_MESSAGE) : fail(404, SALON_NOT_FOUND),
    ),
    mockEndpoint(endpoints.getWebsiteStylistByName, ({ request }) =>
      websiteOf(nameOf(request)) ? ok(websiteStylists) : fail(404, SALON_NOT_FOUND),
    ),
    mockEndpoint(serviceEndpoints.getWebsiteServiceGroupByCategory, ({ request }) => {
      const info = websiteOf(nameOf(request));
      if (!info) return fail(404, SALON_NOT_FOUND);
      return ok(info.salon.slug === DEMO_SALON_NAME ? buildWebsiteServiceGroups() : []);
    }),
    mockEndpoint(productEndpoints.getEnabledWebsiteCategory, ({ request }) => {
      const info = websiteOf(nameOf(request));
      if (!info) return fail(404, SALON_NOT_FOUND);
      return ok(pageOf(info.salon.slug === DEMO_SALON_NAME ? websiteCategories : [], 1, 1000));
    }),
    mockEndpoint(productEndpoints.getProductBySalonForWebsite, async ({ request }) => {
      const body = (await request.json()) as WebsiteProductListBody;
      const info = websiteOf(body.name);
      if (!info) return fail(404, SALON_NOT_FOUND);
      const search = body.search?.trim().toLowerCase();
      const shop = info.salon.slug === DEMO_SALON_NAME ? websiteProducts : [];
      const rows = shop.filter(
        (product) =>
          (!body.category?.length || body.category.includes(product.category._id)) &&
          (body.minPrice === undefined || product.productPrice >= body.minPrice) &&
          (body.maxPrice === undefined || product.productPrice <= body.maxPrice) &&
          (!search || product.productName.toLowerCase().includes(search)),
      );
      return ok({
        ...pageOf(rows, body.pageNumber ?? 1, body.pageSize ?? 9),
        priceRange: priceRangeOf(shop),
      });
    }),
  ];
}

/** The website's calls never answer (the loading state). */
export function websiteLoadingHandlers() {
  return [mockPending(endpoints.getWebsiteSettingByName)];
}
