import { buildWebsiteInfo, buildWebsiteSalon } from '@salon/api/mocks/factories/website-settings';
import * as productEndpoints from '@salon/api/products/endpoints';
import * as websiteEndpoints from '@salon/api/website-settings/endpoints';
import * as serviceEndpoints from '@salon/api/services/endpoints';
import { websiteHandlers, websiteLoadingHandlers } from '@salon/api/mocks/handlers/website-settings';
import { mockEndpoint, ok } from '@salon/api/mocks/http';
import { pageOf } from '@salon/api/mocks/paging';

/** The home's loading and empty states, and a salon in euros (MSW handlers of the `website` area). */
export const websiteFailureHandlers = {
  loading: [...websiteLoadingHandlers(), ...websiteHandlers()],
  empty: [
    mockEndpoint(productEndpoints.getProductBySalonForWebsite, () =>
      ok({ ...pageOf([], 1, 4), priceRange: null }),
    ),
    mockEndpoint(serviceEndpoints.getWebsiteServiceGroupByCategory, () => ok([])),
    ...websiteHandlers(),
  ],
  /** Demo Salon in Berlin: its prices in euros, written the German way. */
  euro: [
    mockEndpoint(websiteEndpoints.getWebsiteSettingByName, () =>
      ok(buildWebsiteInfo({ salon: buildWebsiteSalon({ currency: 'EUR', locale: 'de-DE' }) })),
    ),
    ...websiteHandlers(),
  ],
};
