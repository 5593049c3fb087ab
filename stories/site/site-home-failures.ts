import * as productEndpoints from '@salon/api/products/endpoints';
import * as serviceEndpoints from '@salon/api/services/endpoints';
import { websiteHandlers, websiteLoadingHandlers } from '@salon/api/mocks/handlers/website';
import { mockEndpoint, ok } from '@salon/api/mocks/http';
import { pageOf } from '@salon/api/mocks/paging';

/** The home's loading and empty states (MSW handlers of the `website` area). */
export const websiteFailureHandlers = {
  loading: [...websiteLoadingHandlers(), ...websiteHandlers()],
  empty: [
    mockEndpoint(productEndpoints.getProductBySalonForWebsite, () => ok(pageOf([], 1, 4))),
    mockEndpoint(serviceEndpoints.getWebsiteServiceGroupByCategory, () => ok([])),
    ...websiteHandlers(),
  ],
};
