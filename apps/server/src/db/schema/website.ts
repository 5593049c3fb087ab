import { jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { salons } from './core';

/**
 * A salon's public website as its owner set it in Appearance: one row per salon, created on the first
 * change. A null column shows the default text (`DEFAULT_WEBSITE_SETTINGS` of the contract).
 */
export const websiteSettings = pgTable('website_settings', {
  salonId: uuid('salon_id')
    .primaryKey()
    .references(() => salons.id, { onDelete: 'cascade' }),
  bgColor: text('bg_color'),
  websiteTitle: text('website_title'),
  websiteSubTitle: text('website_sub_title'),
  appearanceBarText: text('appearance_bar_text'),
  appearanceBarPara: text('appearance_bar_para'),
  productText: text('product_text'),
  serviceText: text('service_text'),
  hourText: text('hour_text'),
  hourPara: text('hour_para'),
  contactText: text('contact_text'),
  contactPara: text('contact_para'),
  /** Storage keys of the uploaded logo and banner. */
  logoKey: text('logo_key'),
  bannerKey: text('banner_key'),
  /**
   * Retired: the hours the owner once typed. The site now posts hours derived from the stylists' business
   * hours, which 'Add Work Hours' (`workHour`) writes (website service), so this is neither read nor
   * written; kept to avoid a migration.
   */
  workHours: jsonb('work_hours').$type<unknown[]>(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

export type WebsiteSettingsRow = typeof websiteSettings.$inferSelect;
export type NewWebsiteSettingsRow = typeof websiteSettings.$inferInsert;
