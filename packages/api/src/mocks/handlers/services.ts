import * as endpoints from '../../services/endpoints';
import {
  depositProblem,
  SERVICE_PAYMENT_TEXTS,
  type AddServiceBody,
  type RankBody,
  type ServiceGroup,
} from '../../services/schemas';
import { buildServiceGroups, serviceCategoryId, subServiceId } from '../factories/services';
import { fail, mockEndpoint, mockFailure, mockPending, ok } from '../http';
import { pageOfRequest } from '../paging';
import type { AnyHandler } from 'msw';
import { stateful } from '../stateful';

/**
 * The services area against an in-memory copy of `groups` (a fresh copy per call): writes change what
 * the next list returns, so a story sees a saved order, toggle or delete as the server would show it.
 */
export function serviceHandlers(groups: ServiceGroup[] = buildServiceGroups()): AnyHandler[] {
  let store: ServiceGroup[] = structuredClone(groups);
  let created = 0;
  const sorted = () =>
    [...store]
      .sort((a, b) => a.category.rank - b.category.rank)
      .map((group) => ({ ...group, subService: [...group.subService].sort((a, b) => a.rank - b.rank) }));
  const findSub = (id: string) =>
    store.flatMap((group) => group.subService).find((service) => service._id === id);

  return stateful(
    () => serviceHandlers(groups),
    [
      mockEndpoint(endpoints.getServiceGroups, ({ request }) => {
        const url = new URL(request.url);
        const filter = (url.searchParams.get('filterValue') ?? '').trim().toLowerCase();
        const id = url.searchParams.get('id');
        const rows = sorted()
          .filter((group) => !id || group._id === id)
          .map((group) => {
            if (!filter || group.category.title.toLowerCase().includes(filter)) return group;
            const subService = group.subService.filter((s) => s.title.toLowerCase().includes(filter));
            return subService.length ? { ...group, subService } : null;
          })
          .filter((group): group is ServiceGroup => group !== null);
        return ok(pageOfRequest(rows, url));
      }),
      mockEndpoint(endpoints.getEnabledCategories, ({ request }) =>
        ok(
          pageOfRequest(
            sorted()
              .map((group) => group.category)
              .filter((category) => category.enable),
            new URL(request.url),
          ),
        ),
      ),
      mockEndpoint(endpoints.getEnabledSubServices, ({ request }) =>
        ok(
          pageOfRequest(
            sorted()
              .filter((group) => group.category.enable)
              .flatMap((group) => group.subService.filter((service) => service.enable)),
            new URL(request.url),
          ),
        ),
      ),
      mockEndpoint(endpoints.addService, async ({ request }) => {
        const body = (await request.json()) as AddServiceBody;
        if (body.isMainService) {
          const existing = store.find((group) => group._id === body.id);
          if (existing) {
            existing.category.title = body.title;
            return ok({ _id: existing._id, isMainService: true }, 'Category updated successfully');
          }
          const _id = serviceCategoryId(900 + ++created);
          store.push({
            _id,
            category: { _id, title: body.title, enable: true, rank: store.length },
            subService: [],
          });
          return ok({ _id, isMainService: true }, 'Category added successfully');
        }
        const parent = store.find((group) => group._id === body.service);
        if (!parent) return fail(404, 'Service category not found');
        const saved = body.id ? findSub(body.id) : undefined;
        // The server's rule: a policy left out keeps the saved one (and its deposit).
        const paymentPolicy = body.paymentPolicy ?? saved?.paymentPolicy ?? 'none';
        const deposit =
          body.paymentPolicy === undefined && saved ? (saved.deposit ?? null) : (body.deposit ?? null);
        const problem = depositProblem(paymentPolicy, deposit, body.charges);
        if (problem) return fail(400, problem);
        const fields = {
          paymentPolicy,
          deposit: paymentPolicy === 'deposit' ? deposit : null,
          title: body.title,
          service: parent._id,
          description: body.description,
          charges: body.charges,
          requiredTime: body.requiredTime,
          leadTime: body.leadTime ?? 0,
          breakTime: body.breakTime ?? 0,
        };
        const existing = body.id ? findSub(body.id) : undefined;
        if (existing) {
          for (const group of store)
            group.subService = group.subService.filter((s) => s._id !== existing._id);
          parent.subService.push({ ...existing, ...fields });
          return ok({ _id: existing._id, isMainService: false }, 'Service updated successfully');
        }
        const _id = subServiceId(900 + ++created);
        parent.subService.push({ _id, ...fields, enable: true, rank: parent.subService.length });
        return ok({ _id, isMainService: false }, 'Service added successfully');
      }),
      mockEndpoint(endpoints.enableDisableService, async ({ request }) => {
        const id = new URL(request.url).searchParams.get('serviceId');
        const { enable } = (await request.json()) as { enable: boolean };
        const target = store.find((group) => group._id === id)?.category ?? findSub(id ?? '');
        if (!target) return fail(404, 'Service not found');
        target.enable = enable;
        return ok(null, enable ? 'Service enabled' : 'Service disabled');
      }),
      mockEndpoint(endpoints.deleteService, ({ request }) => {
        const id = new URL(request.url).searchParams.get('serviceId');
        const category = store.find((group) => group._id === id);
        if (category?.subService.length) {
          return fail(
            409,
            'This category still has services. Delete its services or move them to another category first.',
            'category_in_use',
          );
        }
        if (category) {
          store = store.filter((group) => group !== category);
          return ok(null, 'Category deleted successfully');
        }
        if (!findSub(id ?? '')) return fail(404, 'Service not found');
        for (const group of store) group.subService = group.subService.filter((s) => s._id !== id);
        return ok(null, 'Service deleted successfully');
      }),
      mockEndpoint(endpoints.rankUpdateService, async ({ request }) => {
        const { ids } = (await request.json()) as RankBody;
        for (const { _id, rank } of ids) {
          const target = store.find((group) => group._id === _id)?.category ?? findSub(_id);
          if (!target) return fail(404, 'Service not found');
          target.rank = rank;
        }
        return ok(null, 'Order saved');
      }),
    ],
  );
}

export const serviceFailures = {
  listLoading: mockPending(endpoints.getServiceGroups),
  listEmpty: mockEndpoint(endpoints.getServiceGroups, () =>
    ok({ result: [], totalCount: 0, totalPageSize: 0 }),
  ),
  listError: mockFailure(endpoints.getServiceGroups, 500, 'Could not load the services'),
  savePending: mockPending(endpoints.addService),
  /** The server refusing a deposit the form let through (its 400 message is shown in the form). */
  depositRefused: mockFailure(endpoints.addService, 400, SERVICE_PAYMENT_TEXTS.aboveCharges),
};
