import type { Endpoint } from './contract';
import * as appSettings from './app-settings/endpoints';
import * as appVersions from './app-versions/endpoints';
import * as appointments from './appointments/endpoints';
import * as checkIn from './check-in/endpoints';
import * as auth from './auth/endpoints';
import * as availability from './availability/endpoints';
import * as billing from './billing/endpoints';
import * as booking from './booking/endpoints';
import * as bookingSettings from './booking-settings/endpoints';
import * as calendarFeeds from './calendar-feeds/endpoints';
import * as clients from './clients/endpoints';
import * as companies from './companies/endpoints';
import * as coupons from './coupons/endpoints';
import * as customerAccounts from './customer-accounts/endpoints';
import * as devices from './devices/endpoints';
import * as exportsArea from './exports/endpoints';
import * as firstSteps from './first-steps/endpoints';
import * as notifications from './notifications/endpoints';
import * as onboarding from './onboarding/endpoints';
import * as orders from './orders/endpoints';
import * as payouts from './payouts/endpoints';
import * as products from './products/endpoints';
import * as reminders from './reminders/endpoints';
import * as dashboard from './dashboard/endpoints';
import * as salons from './salons/endpoints';
import * as cashDrawer from './cash-drawer/endpoints';
import * as sales from './sales/endpoints';
import * as services from './services/endpoints';
import * as staff from './staff/endpoints';
import * as stylists from './stylists/endpoints';
import * as subscriptions from './subscriptions/endpoints';
import * as videos from './videos/endpoints';
import * as websiteSettings from './website-settings/endpoints';

/**
 * Every endpoint module of the contract by area, for the readers of the whole contract (the server's
 * OpenAPI document). The apps import the area they use, never this: it pulls in every schema.
 * `contract-catalogue.test.ts` checks that each `<area>/endpoints.ts` is listed here.
 */
export const ENDPOINT_MODULES = {
  'app-settings': appSettings,
  'app-versions': appVersions,
  appointments: appointments,
  auth: auth,
  availability: availability,
  billing: billing,
  booking: booking,
  'booking-settings': bookingSettings,
  'calendar-feeds': calendarFeeds,
  'cash-drawer': cashDrawer,
  'check-in': checkIn,
  clients: clients,
  companies: companies,
  coupons: coupons,
  'customer-accounts': customerAccounts,
  dashboard: dashboard,
  devices: devices,
  exports: exportsArea,
  'first-steps': firstSteps,
  notifications: notifications,
  onboarding: onboarding,
  orders: orders,
  payouts: payouts,
  products: products,
  reminders: reminders,
  sales: sales,
  salons: salons,
  services: services,
  staff: staff,
  stylists: stylists,
  subscriptions: subscriptions,
  videos: videos,
  'website-settings': websiteSettings,
} as const satisfies Record<string, Record<string, unknown>>;

export type AnyEndpoint = Endpoint<unknown, unknown, unknown, unknown>;

/** An endpoint with where it is declared: its area (`auth`) and export name (`getUser`). */
export interface NamedEndpoint {
  area: string;
  name: string;
  endpoint: AnyEndpoint;
}

function isEndpoint(value: unknown): value is AnyEndpoint {
  if (!value || typeof value !== 'object') return false;
  const candidate = value as Partial<AnyEndpoint>;
  return typeof candidate.method === 'string' && typeof candidate.path === 'string' && 'data' in candidate;
}

/** The endpoints exported by `modules` (default: the whole contract), by area then export name. */
export function listEndpoints(
  modules: Record<string, Record<string, unknown>> = ENDPOINT_MODULES,
): NamedEndpoint[] {
  const named: NamedEndpoint[] = [];
  for (const [area, exports] of Object.entries(modules)) {
    for (const [name, value] of Object.entries(exports)) {
      if (isEndpoint(value)) named.push({ area, name, endpoint: value });
    }
  }
  return named;
}
