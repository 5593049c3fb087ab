// One Drizzle schema, one file per area; drizzle-kit reads the whole folder (drizzle.config.ts) and
// writes one migrations folder. Every tenant-owned table carries `salon_id`.
import * as core from './core';
import * as products from './products';
import * as orders from './orders';
import * as stylists from './stylists';
import * as services from './services';
import * as videos from './videos';
import * as clients from './clients';
import * as booking from './booking';
import * as subscriptions from './subscriptions';
import * as appVersions from './app-versions';
import * as notifications from './notifications';

export * from './core';
export * from './products';
export * from './orders';
export * from './stylists';
export * from './services';
export * from './videos';
export * from './clients';
export * from './booking';
export * from './subscriptions';
export * from './app-versions';
export * from './notifications';

/** Every table, for drizzle's relational queries and the driver setup. */
export const schema = {
  ...core,
  ...products,
  ...orders,
  ...stylists,
  ...services,
  ...videos,
  ...clients,
  ...booking,
  ...subscriptions,
  ...appVersions,
  ...notifications,
};
