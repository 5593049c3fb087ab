import { unstable_serialize } from 'swr';
import { describe, expect, it } from 'vitest';
import { embeddedWebsiteFallback, embeddedWebsiteSalon } from './embedded-website-info';
import { websiteInfoKey } from './website-info-key';

/** A page whose `#site-info` element holds `text` (or no such element), and `#site-data` `data`. */
const pageWith = (text: string | null, data: string | null = null) =>
  ({
    getElementById: (id: string) =>
      id === 'site-info' && text !== null
        ? { textContent: text }
        : id === 'site-data' && data !== null
          ? { textContent: data }
          : null,
  }) as unknown as Document;

describe('the website info written into the page', () => {
  it("is the fallback of the salon's website info key, by the address's salon name", () => {
    const info = { salon: { slug: 'demo-salon' }, websiteTitle: 'Welcome' };
    const fallback = embeddedWebsiteFallback(pageWith(JSON.stringify(info)), '/salon/Demo%20Salon/login');
    expect(fallback).toEqual({ [unstable_serialize(websiteInfoKey('Demo Salon'))]: info });
  });

  it('is nothing without the element, outside a salon, or when unreadable', () => {
    expect(embeddedWebsiteFallback(pageWith(null), '/salon/demo-salon')).toEqual({});
    expect(embeddedWebsiteFallback(pageWith('{}'), '/site/other')).toEqual({});
    expect(embeddedWebsiteFallback(pageWith('{not json'), '/salon/demo-salon')).toEqual({});
  });

  it("adds the entries a server-rendered page drew with, by their keys; the info's own key stays the info", () => {
    const info = { websiteTitle: 'Welcome' };
    const infoKey = unstable_serialize(websiteInfoKey('demo-salon'));
    const product = { productName: 'Argan Repair Shampoo' };
    const data = JSON.stringify({ '@"shop","product","p1",': product, [infoKey]: { websiteTitle: 'Stale' } });
    expect(embeddedWebsiteFallback(pageWith(JSON.stringify(info), data), '/salon/demo-salon')).toEqual({
      '@"shop","product","p1",': product,
      [infoKey]: info,
    });
    expect(embeddedWebsiteFallback(pageWith(null, '[1]'), '/salon/demo-salon')).toEqual({});
    expect(embeddedWebsiteFallback(pageWith(null, '{bad'), '/salon/demo-salon')).toEqual({});
  });

  it('gives its salon to read before hydrating, or nothing when there is none', () => {
    const salon = { timeZone: 'Europe/Paris', currency: 'EUR' };
    expect(embeddedWebsiteSalon(pageWith(JSON.stringify({ salon })))).toEqual(salon);
    expect(embeddedWebsiteSalon(pageWith(JSON.stringify({ salon: 'x' })))).toBeUndefined();
    expect(embeddedWebsiteSalon(pageWith('null'))).toBeUndefined();
    expect(embeddedWebsiteSalon(pageWith('{bad'))).toBeUndefined();
    expect(embeddedWebsiteSalon(pageWith(null))).toBeUndefined();
  });
});
