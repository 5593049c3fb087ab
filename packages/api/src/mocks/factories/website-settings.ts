import type { WebsiteProduct } from '../../products/schemas';
import type { WebsiteServiceGroup } from '../../services/schemas';
import type { ProductCategoryRef } from '../../products/schemas';
import {
  DEFAULT_WEBSITE_SETTINGS,
  WEEK_DAYS,
  type WebsiteInfo,
  type WebsiteSalon,
  type WebsiteStylist,
  type OpeningDay,
} from '../../website-settings/schemas';
import { workHourOf } from '../../website-settings/work-hours';
import { SALON_ONE, SALON_TWO } from './auth';
import { MOCK_PAYMENT_POLICY_TEXT } from './booking';
import { productCategories, productImage, products } from './products';
import { buildServiceGroups } from './services';
import { stylists } from './stylists';
import { builder } from '../builders';

/** The URL names of the two demo salons (the server's seed uses the same). */
export const DEMO_SALON_NAME = 'demo-salon';
export const SECOND_SALON_NAME = 'second-salon';

/** A stand-in banner: an inline SVG (no network), soft stripes. */
export function bannerImage(background: string, stripe: string): string {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="480" viewBox="0 0 1200 480">` +
    `<rect width="1200" height="480" fill="${background}"/>` +
    `<path d="M0 360 C300 260 600 460 1200 300 V480 H0 Z" fill="${stripe}" opacity="0.55"/></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/** Opening hours from each open day's ranges ('HH:mm' pairs); the other days are closed. */
export function buildOpeningHours(
  open: Partial<Record<OpeningDay['day'], Array<[string, string]>>>,
): OpeningDay[] {
  return WEEK_DAYS.map((day) => ({
    day,
    ranges: (open[day] ?? []).map(([startTime, endTime]) => ({ startTime, endTime })),
  }));
}

/** The website info's two shapes of the same hours: the exact ranges and the spec's `workHour`. */
export function postedHours(openingHours: OpeningDay[]): Pick<WebsiteInfo, 'openingHours' | 'workHour'> {
  return { openingHours, workHour: workHourOf(openingHours) };
}

export const buildWebsiteSalon = builder<WebsiteSalon>(() => ({
  _id: SALON_ONE._id,
  name: SALON_ONE.name,
  slug: DEMO_SALON_NAME,
  phone: '2125550100',
  address: '120 Madison Avenue, New York, NY 10016',
  email: 'hello@demo-salon.example.com',
  photo: null,
  timeZone: 'America/New_York',
  currency: 'USD',
  locale: 'en-US',
  packageName: 'com.demosalon.app',
  appID: 'com.demosalon.ios',
  androidStoreUrl: 'https://play.google.com/store/apps/details?id=com.demosalon.app',
  iosStoreUrl: 'https://apps.apple.com/app/demo-salon/id1234567890',
  paymentPolicyText: MOCK_PAYMENT_POLICY_TEXT,
}));

/** Demo Salon's website: its own texts, colour, banner and hours. */
export const buildWebsiteInfo = builder<WebsiteInfo>(() => ({
  salon: buildWebsiteSalon(),
  bgColor: '#5b21b6',
  websiteTitle: 'Demo Salon',
  websiteSubTitle: 'Cuts, colour and care in the heart of Manhattan',
  websiteLogoImageURL: productImage('#ede9fe', '#5b21b6'),
  websiteBannerImageURL: bannerImage('#4c1d95', '#a78bfa'),
  appearanceBarText: 'Spring offer',
  appearanceBarPara: '20% off every colour service booked online until the end of April.',
  productText: 'Shop our products',
  serviceText: 'Our services',
  hourText: 'Hours of operation',
  hourPara: 'Walk in or book online; we are open six days a week.',
  contactText: 'Contact us',
  contactPara: 'Questions, gift cards or group bookings: send us a message.',
  ...postedHours(
    buildOpeningHours({
      Mon: [['09:00', '19:00']],
      Tue: [['09:00', '19:00']],
      Wed: [
        ['09:00', '13:00'],
        ['14:00', '19:00'],
      ],
      Thu: [['09:00', '21:00']],
      Fri: [['09:00', '21:00']],
      Sat: [['10:00', '17:00']],
    }),
  ),
}));

/** Second Salon never changed its website: the defaults, in Berlin, without an app. */
export function buildDefaultWebsiteInfo(): WebsiteInfo {
  return {
    ...DEFAULT_WEBSITE_SETTINGS,
    // Its stylists have set no business hours yet: the site says every day is closed.
    ...postedHours(buildOpeningHours({})),
    salon: buildWebsiteSalon({
      _id: SALON_TWO._id,
      name: SALON_TWO.name,
      slug: SECOND_SALON_NAME,
      phone: '3055550100',
      address: 'Kastanienallee 12, 10435 Berlin',
      email: 'hallo@second-salon.example.com',
      timeZone: 'Europe/Berlin',
      packageName: null,
      appID: null,
      androidStoreUrl: null,
      iosStoreUrl: null,
    }),
  };
}

/** Both demo salons' websites by URL name. */
export const websiteInfos: Record<string, WebsiteInfo> = {
  [DEMO_SALON_NAME]: buildWebsiteInfo(),
  [SECOND_SALON_NAME]: buildDefaultWebsiteInfo(),
};

export function toWebsiteProduct(product: (typeof products)[number]): WebsiteProduct {
  const { productImageKey: _key, enable: _enable, ...rest } = product;
  return rest;
}

/** Demo Salon's public shop: its enabled products, newest first. */
export const websiteProducts: WebsiteProduct[] = products
  .filter((product) => product.enable)
  .map(toWebsiteProduct);

/** Demo Salon's enabled product categories. */
export const websiteCategories: ProductCategoryRef[] = productCategories
  .filter((category) => category.enable)
  .map(({ _id, categoryName }) => ({ _id, categoryName }));

/** Demo Salon's public services: enabled categories with their enabled services. */
export function buildWebsiteServiceGroups(): WebsiteServiceGroup[] {
  return buildServiceGroups()
    .filter((group) => group.category.enable)
    .map((group) => ({
      _id: group._id,
      title: group.category.title,
      subService: group.subService
        .filter((service) => service.enable)
        .map(({ _id, title, service, description, charges, requiredTime, paymentPolicy, deposit }) => ({
          _id,
          title,
          service,
          description,
          charges,
          requiredTime,
          ...(paymentPolicy ? { paymentPolicy } : {}),
          ...(paymentPolicy === 'deposit' ? { deposit: deposit ?? null } : {}),
        })),
    }))
    .filter((group) => group.subService.length > 0);
}

/** Demo Salon's active stylists. */
export const websiteStylists: WebsiteStylist[] = stylists
  .filter((stylist) => stylist.active && stylist.salon?._id === SALON_ONE._id)
  .map(({ _id, name, photo }) => ({ _id, name, photo }));

/** The shop list's `priceRange` over `rows`: their lowest and highest price, null without products. */
export function priceRangeOf(rows: readonly WebsiteProduct[]): { min: number; max: number } | null {
  if (rows.length === 0) return null;
  const prices = rows.map((product) => product.productPrice);
  return { min: Math.min(...prices), max: Math.max(...prices) };
}
