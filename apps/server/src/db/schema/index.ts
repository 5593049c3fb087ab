// One Drizzle schema, one file per area; drizzle-kit reads the whole folder (drizzle.config.ts) and
// writes one migrations folder. Every tenant-owned table carries `salon_id`, in its keys too; where each
// table goes on Citus is in ../distribution.ts.
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
import * as mail from './mail';
import * as website from './website';
import * as passwordResets from './password-resets';
import * as billing from './billing';
import * as shop from './shop';
import * as appSettings from './app-settings';
import * as onboarding from './onboarding';
import * as push from './push';
import * as reportTallies from './report-tallies';
import * as calendarFeeds from './calendar-feeds';
import * as firstSteps from './first-steps';
import * as reminders from './reminders';
import * as accountLinks from './account-links';
import * as imageVariants from './image-variants';
import * as payouts from './payouts';
import * as sales from './sales';
import * as cashDrawer from './cash-drawer';

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
export * from './mail';
export * from './website';
export * from './password-resets';
export * from './billing';
export * from './shop';
export * from './app-settings';
export * from './onboarding';
export * from './push';
export * from './report-tallies';
export * from './calendar-feeds';
export * from './first-steps';
export * from './reminders';
export * from './account-links';
export * from './image-variants';
export * from './payouts';
export * from './sales';
export * from './cash-drawer';

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
  ...mail,
  ...website,
  ...passwordResets,
  ...billing,
  ...shop,
  ...appSettings,
  ...onboarding,
  ...push,
  ...reportTallies,
  ...calendarFeeds,
  ...firstSteps,
  ...reminders,
  ...accountLinks,
  ...imageVariants,
  ...payouts,
  ...sales,
  ...cashDrawer,
};
