// The platform's areas: one name per concern, used by every layer that has that concern. A folder of
// an area layer (below) is an area of this list or one of that layer's shared folders, nothing else
// (scripts/areas.test.ts). A new concern takes a name here first, then its folders in each layer.

/** The layers that are split by area, and the folder that holds each layer's areas. */
export const LAYERS = {
  api: 'packages/api/src',
  features: 'packages/features/src',
  ui: 'packages/ui/src/screens',
  server: 'apps/server/src/modules',
  stories: 'stories',
};

/** Folders of a layer that belong to no area: what the layer's areas share. */
export const SHARED: Record<keyof typeof LAYERS, Record<string, string>> = {
  api: { mocks: 'MSW handlers, fixture factories', money: 'money formats', shared: 'shared schemas' },
  features: { core: 'hooks and session rules every area uses' },
  ui: {},
  server: {},
  stories: { support: 'story helpers several areas share' },
};

const ALL: readonly string[] = ['api', 'features', 'ui', 'server', 'stories'];

/** Each area: what it holds, and the layers that have a folder of its name. */
export const AREAS: Record<string, { holds: string; layers: readonly string[] }> = {
  'app-settings': { holds: "the platform's app settings", layers: ALL },
  'app-versions': { holds: 'mobile app versions', layers: ALL },
  'appointment-payments': {
    holds: "a booking's deposits, saved cards, fees and their refunds",
    layers: ['server'],
  },
  appointments: {
    holds: "the staff's calendar: appointments, visits, statuses, the waitlist",
    layers: ALL,
  },
  auth: { holds: 'staff sign-in, sign-up and passwords', layers: ALL },
  accounts: { holds: 'user accounts, sessions and password resets', layers: ['server'] },
  availability: { holds: "stylists' slots and business hours", layers: ['api', 'server'] },
  billing: { holds: "the platform's plans, packages and promo codes", layers: ALL },
  booking: {
    holds: "the public booking: times, a visit's parts, deposits, the client's own visits and links",
    layers: ALL,
  },
  'booking-settings': {
    holds: "the salon's cancellation policy, time zone and money settings",
    layers: ALL,
  },
  'calendar-feeds': { holds: 'private calendar subscription addresses', layers: ['api', 'server'] },
  'cash-drawer': { holds: "the desk's cash drawer: float, cash in and out, cash-up", layers: ALL },
  'check-in': { holds: 'the check-in kiosk', layers: ALL },
  clients: { holds: "a salon's clients (the Users page)", layers: ALL },
  companies: { holds: 'partner companies', layers: ALL },
  coupons: { holds: "a salon's coupons", layers: ALL },
  'customer-accounts': { holds: "clients' own accounts on a salon's site", layers: ALL },
  dashboard: { holds: 'the dashboard and its reports', layers: ALL },
  devices: { holds: 'push devices', layers: ['api', 'server'] },
  exports: { holds: 'CSV exports', layers: ['api', 'features', 'server', 'stories'] },
  'first-steps': { holds: "a new salon's first steps", layers: ['api', 'server'] },
  frame: { holds: "the admin's frame: menu, header, salon switcher", layers: ['features', 'ui', 'stories'] },
  notifications: { holds: 'notifications sent to users', layers: ALL },
  onboarding: { holds: 'the sign-up wizard', layers: ALL },
  orders: { holds: 'shop orders', layers: ALL },
  payments: { holds: 'the payment providers (Stripe, offline)', layers: ['server'] },
  payouts: { holds: "a salon's Stripe Connect payouts", layers: ALL },
  products: { holds: "a salon's products and categories", layers: ALL },
  profile: { holds: 'My Profile', layers: ['features', 'ui', 'server', 'stories'] },
  reminders: {
    holds: "visit reminders and the salon's reminder settings",
    layers: ALL,
  },
  sales: {
    holds: "the front desk: checkout, payments at the desk, receipts, the salon's taxes",
    layers: ALL,
  },
  salons: { holds: 'salons, for the platform admin', layers: ALL },
  services: { holds: "a salon's services and categories", layers: ALL },
  shop: { holds: "the site's shop: products, cart, checkout", layers: ['features', 'ui', 'stories'] },
  site: { holds: "the public site's frame and home", layers: ['features', 'ui', 'stories'] },
  staff: { holds: "a salon's staff accounts", layers: ALL },
  stylists: { holds: 'stylists and their settings', layers: ALL },
  subscriptions: { holds: "salons' subscriptions to the platform", layers: ['api', 'server'] },
  videos: { holds: 'training videos', layers: ALL },
  webhooks: { holds: 'webhooks from payment providers', layers: ['server'] },
  'website-settings': { holds: "a salon's website settings and public info", layers: ALL },
};
