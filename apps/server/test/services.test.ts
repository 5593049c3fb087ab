import { describe, expect, it } from 'vitest';
import type { Paged } from '@salon/api/shared/schemas';
import type { ServiceCategory, ServiceGroup, SubService } from '@salon/api/services/schemas';
import { serviceCategoryId, subServiceId } from '../src/seed/services-videos';
import { injectAs } from './helper';
import { useSession, useTestApp } from './use-test-app';

const t = useTestApp();
const owner = useSession(t, 'owner@example.com');

const API = '/api/v1/service';
const groups = (query = 'pageNumber=1&pageSize=20') =>
  owner<Paged<ServiceGroup>>({ method: 'GET', url: `${API}/get-service-groupby-category?${query}` });

describe('service lists', () => {
  it('lists categories in rank order with their services, prices in dollars', async () => {
    const answer = await groups();
    expect(answer.statusCode).toBe(200);
    const titles = answer.body.data.result.map((group) => group.category.title);
    expect(titles).toEqual(['Haircuts', 'Colour', 'Treatments']);
    const colour = answer.body.data.result[1]!;
    expect(colour._id).toBe(serviceCategoryId(2));
    expect(colour.subService.map((service) => service.title)).toEqual([
      'Colouring',
      'Highlights',
      'Root Touch-Up',
    ]);
    expect(colour.subService[1]).toMatchObject({ charges: 179.5, requiredTime: 150, leadTime: 15 });
    expect(answer.body.data).toMatchObject({ totalCount: 3, totalPageSize: 1 });
  });

  it('filters by category or service title and narrows to one category by id', async () => {
    const byService = await groups('pageNumber=1&pageSize=20&filterValue=keratin');
    expect(byService.body.data.result).toHaveLength(1);
    expect(byService.body.data.result[0]!.subService.map((service) => service.title)).toEqual([
      'Keratin Treatment',
    ]);
    const byCategory = await groups('pageNumber=1&pageSize=20&filterValue=colour');
    expect(byCategory.body.data.result[0]!.subService).toHaveLength(3);
    const one = await groups(`id=${serviceCategoryId(3)}&pageNumber=1&pageSize=20`);
    expect(one.body.data.result.map((group) => group.category.title)).toEqual(['Treatments']);
    const percent = await groups('pageNumber=1&pageSize=20&filterValue=%25');
    expect(percent.body.data.result).toHaveLength(0);
  });

  it('pages by category', async () => {
    const answer = await groups('pageNumber=2&pageSize=2');
    expect(answer.body.data).toMatchObject({ totalCount: 3, totalPageSize: 2 });
    expect(answer.body.data.result.map((group) => group.category.title)).toEqual(['Treatments']);
  });

  it('enabled lists leave out disabled categories and their services', async () => {
    const stylist = await injectAs(t.app, 'stylist@example.com');
    await owner({
      method: 'PATCH',
      url: `${API}/enable-disable-service?serviceId=${serviceCategoryId(3)}`,
      payload: { enable: false },
    });
    await owner({
      method: 'PATCH',
      url: `${API}/enable-disable-service?serviceId=${subServiceId(4)}`,
      payload: { enable: false },
    });
    const main = await stylist<Paged<ServiceCategory>>({
      method: 'GET',
      url: `${API}/get-enable-main-service?pageNumber=1&pageSize=1000`,
    });
    expect(main.statusCode).toBe(200);
    expect(main.body.data.result.map((category) => category.title)).toEqual(['Haircuts', 'Colour']);
    const subs = await stylist<Paged<SubService>>({
      method: 'GET',
      url: `${API}/get-enable-sub-service?pageNumber=1&pageSize=1000`,
    });
    expect(subs.statusCode).toBe(200);
    expect(subs.body.data.result.map((service) => service.title)).toEqual([
      'Haircut',
      "Men's Cut",
      'Blow Dry & Style',
      'Colouring',
      'Highlights',
      'Root Touch-Up',
    ]);
    for (const id of [serviceCategoryId(3), subServiceId(4)]) {
      await owner({
        method: 'PATCH',
        url: `${API}/enable-disable-service?serviceId=${id}`,
        payload: { enable: true },
      });
    }
  });
});

describe('add-service', () => {
  it('creates a category at the end and a service inside it, keeping money in cents', async () => {
    const category = await owner<{ _id: string }>({
      method: 'POST',
      url: `${API}/add-service`,
      payload: { isMainService: true, title: 'Nails' },
    });
    expect(category).toMatchObject({ statusCode: 200, body: { message: 'Category added successfully' } });
    const service = await owner<{ _id: string }>({
      method: 'POST',
      url: `${API}/add-service`,
      payload: {
        isMainService: false,
        title: 'Manicure',
        service: category.body.data._id,
        description: 'Shape, cuticle care and polish.',
        charges: 32.1,
        requiredTime: 75,
        leadTime: 60,
        breakTime: 10,
      },
    });
    expect(service).toMatchObject({ statusCode: 200, body: { message: 'Service added successfully' } });
    const list = await groups(`id=${category.body.data._id}&pageNumber=1&pageSize=20`);
    expect(list.body.data.result[0]).toMatchObject({
      category: { title: 'Nails', rank: 3, enable: true },
      subService: [{ title: 'Manicure', charges: 32.1, requiredTime: 75, leadTime: 60, breakTime: 10 }],
    });

    const updated = await owner({
      method: 'POST',
      url: `${API}/add-service`,
      payload: {
        id: service.body.data._id,
        isMainService: false,
        title: 'Gel Manicure',
        service: category.body.data._id,
        description: 'Gel polish that lasts two weeks.',
        charges: 45,
        requiredTime: 90,
      },
    });
    expect(updated.body.message).toBe('Service updated successfully');
    const after = await groups(`id=${category.body.data._id}&pageNumber=1&pageSize=20`);
    expect(after.body.data.result[0]!.subService[0]).toMatchObject({ title: 'Gel Manicure', charges: 45 });

    // Deleting the category while it has a service: 409; after the service is gone it works.
    const refused = await owner({
      method: 'DELETE',
      url: `${API}/delete-service?serviceId=${category.body.data._id}`,
    });
    expect(refused).toMatchObject({ statusCode: 409, body: { code: 'category_in_use' } });
    expect(refused.body.message).toMatch(/still has services/);
    for (const id of [service.body.data._id, category.body.data._id]) {
      const deleted = await owner({ method: 'DELETE', url: `${API}/delete-service?serviceId=${id}` });
      expect(deleted.statusCode).toBe(200);
    }
    const gone = await owner({
      method: 'DELETE',
      url: `${API}/delete-service?serviceId=${category.body.data._id}`,
    });
    expect(gone).toMatchObject({ statusCode: 404, body: { message: 'Service not found' } });
  });

  it.each([
    [{ isMainService: true }, 'title: is required'],
    [{ isMainService: true, title: '   ' }, 'title: must not be empty'],
    [{ title: 'No kind' }, 'isMainService: is required'],
    [
      { isMainService: false, title: 'Cut', description: 'd', charges: 10, requiredTime: 30 },
      'service: is required',
    ],
    [
      {
        isMainService: false,
        title: 'Cut',
        service: serviceCategoryId(1),
        description: 'd',
        charges: 10.555,
        requiredTime: 30,
      },
      'charges: must have at most two decimals',
    ],
    [
      {
        isMainService: false,
        title: 'Cut',
        service: serviceCategoryId(1),
        description: 'd',
        charges: -1,
        requiredTime: 30,
      },
      'charges: must be 0 or more',
    ],
    [
      {
        isMainService: false,
        title: 'Cut',
        service: serviceCategoryId(1),
        description: 'd',
        charges: 10,
        requiredTime: 0,
      },
      'requiredTime: must be at least 1',
    ],
    [
      {
        isMainService: false,
        title: 'Cut',
        service: serviceCategoryId(1),
        description: 'd',
        charges: 10,
        requiredTime: 30,
        leadTime: 1441,
      },
      'leadTime: must be at most 1440',
    ],
  ])('refuses %j with 400', async (payload, message) => {
    const answer = await owner({ method: 'POST', url: `${API}/add-service`, payload });
    expect(answer).toMatchObject({ statusCode: 400, body: { message } });
  });

  it('refuses a service under a service, and switching kinds, with clear messages', async () => {
    const underService = await owner({
      method: 'POST',
      url: `${API}/add-service`,
      payload: {
        isMainService: false,
        title: 'Nested',
        service: subServiceId(1),
        description: 'd',
        charges: 1,
        requiredTime: 10,
      },
    });
    expect(underService).toMatchObject({ statusCode: 404, body: { message: 'Service category not found' } });
    const switched = await owner({
      method: 'POST',
      url: `${API}/add-service`,
      payload: { id: subServiceId(1), isMainService: true, title: 'Now a category' },
    });
    expect(switched).toMatchObject({
      statusCode: 400,
      body: { message: 'A service cannot be turned into a category' },
    });
  });

  it("answers 404 for another salon's category and 403 for a stylist", async () => {
    const other = await owner({
      method: 'POST',
      url: `${API}/add-service`,
      payload: { id: serviceCategoryId(11), isMainService: true, title: 'Hijack' },
    });
    expect(other.statusCode).toBe(404);
    const stylist = await injectAs(t.app, 'stylist@example.com');
    const refused = await stylist({
      method: 'POST',
      url: `${API}/add-service`,
      payload: { isMainService: true, title: 'Nope' },
    });
    expect(refused.statusCode).toBe(403);
  });
});

describe('rank-update-service', () => {
  const rank = (ids: string[]) =>
    owner({
      method: 'PATCH',
      url: `${API}/rank-update-service`,
      payload: { ids: ids.map((_id, index) => ({ _id, rank: index })) },
    });

  it('persists a new category order and a new service order inside a category', async () => {
    const reordered = await rank([serviceCategoryId(3), serviceCategoryId(1), serviceCategoryId(2)]);
    expect(reordered.statusCode).toBe(200);
    const services = await rank([subServiceId(7), subServiceId(2), subServiceId(6)]);
    expect(services.statusCode).toBe(200);
    const list = await groups();
    expect(list.body.data.result.map((group) => group.category.title)).toEqual([
      'Treatments',
      'Haircuts',
      'Colour',
    ]);
    expect(list.body.data.result[2]!.subService.map((service) => service.title)).toEqual([
      'Root Touch-Up',
      'Colouring',
      'Highlights',
    ]);
    await rank([1, 2, 3].map(serviceCategoryId));
    await rank([2, 6, 7].map(subServiceId));
  });

  it('refuses mixed levels, repeated ids and ids of another salon', async () => {
    const mixed = await rank([serviceCategoryId(1), subServiceId(1)]);
    expect(mixed).toMatchObject({
      statusCode: 400,
      body: { message: 'ids: must be all categories, or services of one category' },
    });
    const repeated = await rank([serviceCategoryId(1), serviceCategoryId(1)]);
    expect(repeated).toMatchObject({ statusCode: 400, body: { message: 'ids: must not repeat an id' } });
    const other = await rank([serviceCategoryId(1), serviceCategoryId(11)]);
    expect(other.statusCode).toBe(404);
    const empty = await owner({ method: 'PATCH', url: `${API}/rank-update-service`, payload: { ids: [] } });
    expect(empty.statusCode).toBe(400);
  });
});

describe('enable-disable-service', () => {
  it('refuses a missing enable flag and a malformed id', async () => {
    const missing = await owner({
      method: 'PATCH',
      url: `${API}/enable-disable-service?serviceId=${subServiceId(1)}`,
      payload: {},
    });
    expect(missing).toMatchObject({ statusCode: 400, body: { message: 'enable: is required' } });
    const malformed = await owner({
      method: 'PATCH',
      url: `${API}/enable-disable-service?serviceId=nope`,
      payload: { enable: true },
    });
    expect(malformed).toMatchObject({ statusCode: 400, body: { message: 'serviceId: must be a valid id' } });
  });
});
