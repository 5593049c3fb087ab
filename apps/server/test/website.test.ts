import type { WebsiteProduct, WebsiteProductList } from '@salon/api/products/schemas';
import type { Paged } from '@salon/api/shared/schemas';
import type { WebsiteServiceGroup } from '@salon/api/services/schemas';
import {
  CONTACT_SENT_MESSAGE,
  CONTACT_TOO_MANY_MESSAGE,
  type WebsiteInfo,
} from '@salon/api/website-settings/schemas';
import { and, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { products, salons, services } from '../src/db/schema';
import { DEMO_SALON_ID, SECOND_SALON_ID } from '../src/seed/demo-data';
import { call, loginAs } from './helper';
import { useTestApp } from './use-test-app';
import { multipart, type FilePart } from './multipart';

const t = useTestApp({ rateLimits: { contact: { max: 6, windowMs: 60_000 } } });
let owner: string;
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

beforeAll(async () => {
  owner = (await loginAs(t.app, 'owner@example.com')).token;
});

const publicInfo = (name = 'demo-salon') =>
  call<WebsiteInfo>(t.app, {
    method: 'GET',
    url: `/api/v1/website/get-website-setting-by-name?name=${name}`,
  });

const save = (fields: Record<string, string>, file?: FilePart, token = owner) => {
  const body = multipart(fields, file);
  return call<WebsiteInfo>(t.app, {
    method: 'POST',
    url: '/api/v1/website/add-website-setting?type=website',
    headers: { ...body.headers, token },
    payload: body.payload,
  });
};

describe('the public website', () => {
  it("shows the salon's texts, colour, hours and contact details, and its app's store links", async () => {
    const { statusCode, body } = await publicInfo();
    expect(statusCode).toBe(200);
    expect(body.data.salon).toMatchObject({ _id: DEMO_SALON_ID, name: 'Demo Salon', slug: 'demo-salon' });
    expect(body.data.websiteTitle).toBe('Look your best at Demo Salon');
    expect(body.data.openingHours).toHaveLength(7);
    expect(body.data.salon.androidStoreUrl).toContain('com.demosalon.app');
    // Names are looked up case-insensitively.
    expect((await publicInfo('Demo-Salon')).statusCode).toBe(200);
  });

  it('shows the defaults for a salon that never changed its website', async () => {
    const { body } = await publicInfo('second-salon');
    expect(body.data.salon.name).toBe('Second Salon');
    expect(body.data.websiteTitle).toBe('Welcome to our salon');
    // Its posted hours are its stylists' hours (opening-hours.test.ts), never a typed default.
    expect(body.data.openingHours[0]).toEqual({ day: 'Sun', ranges: [] });
  });

  it('answers 404 for an unknown or disabled salon', async () => {
    expect((await publicInfo('no-such-salon')).body.message).toBe('Salon not found');
    await t.container.db.update(salons).set({ active: false }).where(eq(salons.slug, 'second-salon'));
    try {
      expect((await publicInfo('second-salon')).statusCode).toBe(404);
    } finally {
      await t.container.db.update(salons).set({ active: true }).where(eq(salons.slug, 'second-salon'));
    }
  });

  it('lists only enabled services of enabled categories, grouped', async () => {
    const [first] = await t.container.db
      .select({ id: services.id, title: services.title })
      .from(services)
      .where(eq(services.salonId, DEMO_SALON_ID))
      .limit(1);
    const { body } = await call<WebsiteServiceGroup[]>(t.app, {
      method: 'GET',
      url: '/api/v1/service/get-website-service-groupby-category?name=demo-salon',
    });
    expect(body.data.length).toBeGreaterThan(0);
    expect(body.data.every((group) => group.subService.length > 0)).toBe(true);
    expect(first).toBeDefined();
    const disabled = await t.container.db
      .select({ id: services.id })
      .from(services)
      .where(eq(services.enable, false));
    const shown = new Set(body.data.flatMap((group) => [group._id, ...group.subService.map((s) => s._id)]));
    for (const row of disabled) expect(shown.has(row.id)).toBe(false);
  });

  it('pages, filters and prices the shop on the server, enabled products only', async () => {
    const list = (payload: object) =>
      call<Paged<WebsiteProduct>>(t.app, {
        method: 'POST',
        url: '/api/v1/product/get-product-by-salon-for-website',
        payload: { name: 'demo-salon', ...payload },
      });
    const all = await list({ pageNumber: 1, pageSize: 100 });
    expect(all.statusCode).toBe(200);
    const disabled = await t.container.db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.enable, false));
    for (const row of disabled) expect(all.body.data.result.some((p) => p._id === row.id)).toBe(false);
    const page = await list({ pageNumber: 1, pageSize: 2 });
    expect(page.body.data.result).toHaveLength(2);
    expect(page.body.data.totalCount).toBe(all.body.data.totalCount);
    const cheap = await list({ maxPrice: 2000 });
    expect(cheap.body.data.result.every((p) => p.productPrice <= 2000)).toBe(true);
    const category = all.body.data.result[0]!.category._id;
    const inCategory = await list({ category: [category] });
    expect(inCategory.body.data.result.every((p) => p.category._id === category)).toBe(true);
    const categories = await call<Paged<{ _id: string }>>(t.app, {
      method: 'GET',
      url: '/api/v1/product/get-enabled-website-category?name=demo-salon',
    });
    expect(categories.body.data.result.map((c) => c._id)).toContain(category);
  });
});

describe('the price range of the public shop', () => {
  const list = (name: string, payload: object = {}) =>
    call<WebsiteProductList>(t.app, {
      method: 'POST',
      url: '/api/v1/product/get-product-by-salon-for-website',
      payload: { name, ...payload },
    });

  it('runs from the lowest to the highest price of the shown products, whatever the filters', async () => {
    const all = await list('demo-salon', { pageNumber: 1, pageSize: 100 });
    const prices = all.body.data.result.map((product) => product.productPrice);
    const range = { min: Math.min(...prices), max: Math.max(...prices) };
    expect(all.body.data.priceRange).toEqual(range);
    // A disabled product's price is not the shop's.
    const [hidden] = await t.container.db
      .update(products)
      .set({ priceCents: range.max + 100_000, actualPriceCents: range.max + 100_000 })
      .where(and(eq(products.salonId, DEMO_SALON_ID), eq(products.enable, false)))
      .returning({ id: products.id });
    expect(hidden).toBeDefined();
    const filtered = await list('demo-salon', { maxPrice: range.min, pageSize: 1 });
    expect(filtered.body.data.priceRange).toEqual(range);
  });

  it('is null for a shop without products', async () => {
    const shown = await t.container.db
      .update(products)
      .set({ enable: false })
      .where(and(eq(products.salonId, SECOND_SALON_ID), eq(products.enable, true)))
      .returning({ id: products.id });
    const empty = await list('second-salon');
    expect(empty.statusCode).toBe(200);
    expect(empty.body.data).toMatchObject({ result: [], totalCount: 0, priceRange: null });
    await t.container.db
      .update(products)
      .set({ enable: true })
      .where(
        inArray(
          products.id,
          shown.map((row) => row.id),
        ),
      );
  });
});

describe('the Appearance editor', () => {
  it('saves one field per call, and the public site shows it at once', async () => {
    const saved = await save({ websiteTitle: '  Autumn at Demo Salon  ' });
    expect(saved.statusCode).toBe(200);
    expect(saved.body.data.websiteTitle).toBe('Autumn at Demo Salon');
    expect((await publicInfo()).body.data.websiteTitle).toBe('Autumn at Demo Salon');
    expect((await save({ bgColor: '#0F766E' })).body.data.bgColor).toBe('#0f766e');
  });

  it('stores a banner image judged by content and refuses anything else', async () => {
    const banner = await save({}, { field: 'websiteBannerImageURL', content: PNG, name: 'banner.png' });
    expect(banner.statusCode).toBe(200);
    const url = banner.body.data.websiteBannerImageURL!;
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(200);
    const fake = await save(
      {},
      { field: 'websiteLogoImageURL', content: Buffer.from('<script>'), name: 'logo.png' },
    );
    expect(fake.statusCode).toBe(400);
  });

  it('refuses empty texts, a bad colour, typed opening hours and an empty change', async () => {
    expect((await save({ websiteTitle: '   ' })).statusCode).toBe(400);
    expect((await save({ bgColor: 'purple' })).statusCode).toBe(400);
    // The posted hours come from the stylists' business hours; the old typed week is no field any more.
    const typed = await save({ workHour: '[]' });
    expect(typed.statusCode).toBe(400);
    expect((await save({})).statusCode).toBe(400);
  });

  it('is for the salon team only', async () => {
    const stylist = (await loginAs(t.app, 'stylist@example.com')).token;
    expect((await save({ hourText: 'Hours' }, undefined, stylist)).statusCode).toBe(403);
  });
});

describe('the contact form', () => {
  const send = (payload: object, name = 'demo-salon') =>
    call(t.app, {
      method: 'POST',
      url: `/api/v1/website/contact-us?name=${name}`,
      payload,
      remoteAddress: '198.51.100.77',
    });
  const message = {
    name: 'Ada Visitor',
    email: 'ada.visitor@example.com',
    phone: '2125550177',
    subject: 'Gift cards',
    message: 'Do you sell gift cards?',
  };

  it("queues the message to the salon's e-mail, reply-to the visitor", async () => {
    const sent = await send(message);
    expect(sent.statusCode).toBe(200);
    expect(sent.body.message).toBe(CONTACT_SENT_MESSAGE);
    const mail = (await t.mails()).find((m) => m.replyTo === 'ada.visitor@example.com');
    expect(mail?.subject).toBe('Website message: Gift cards');
    expect(mail?.text).toContain('Do you sell gift cards?');
    expect(mail?.salonId).toBe(DEMO_SALON_ID);
  });

  it('refuses bad input with the field named, and limits messages per address', async () => {
    expect((await send({ ...message, email: 'not-an-email' })).statusCode).toBe(400);
    expect((await send({ ...message, message: 'hi\u0000there' })).statusCode).toBe(400);
    expect((await send(message, 'no-such-salon')).statusCode).toBe(404);
    // Six per address (this app's limit): one above, three here, two more; the seventh is refused.
    expect((await send(message)).statusCode).toBe(200);
    expect((await send(message)).statusCode).toBe(200);
    const limited = await send(message);
    expect(limited.statusCode).toBe(429);
    expect(limited.body.message).toBe(CONTACT_TOO_MANY_MESSAGE);
  });
});
