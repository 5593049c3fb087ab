import {
  addService,
  deleteService,
  enableDisableService,
  getEnabledCategories,
  getEnabledSubServices,
  getServiceGroups,
  rankUpdateService,
} from '@salon/api/services/endpoints';
import type { ContractRouter } from '../../http/contract-route';
import type { ServiceService } from './service';

export function serviceRoutes(route: ContractRouter, services: ServiceService): void {
  route(getServiceGroups, async ({ viewer, query }) => ({ data: await services.groups(viewer, query) }));
  route(getEnabledCategories, async ({ viewer, query }) => ({
    data: await services.enabledCategories(viewer, query),
  }));
  route(getEnabledSubServices, async ({ viewer, query }) => ({
    data: await services.enabledSubServices(viewer, query),
  }));
  route(addService, async ({ viewer, body }) => {
    const { saved, message } = await services.save(viewer, body);
    return { data: saved, message };
  });
  route(enableDisableService, async ({ viewer, query, body }) => ({
    data: null,
    message: await services.setEnable(viewer, query.serviceId, body.enable),
  }));
  route(deleteService, async ({ viewer, query }) => ({
    data: null,
    message: await services.remove(viewer, query.serviceId),
  }));
  route(rankUpdateService, async ({ viewer, body }) => {
    await services.rank(viewer, body);
    return { data: null, message: 'Order saved' };
  });
}
