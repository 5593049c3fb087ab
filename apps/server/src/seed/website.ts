import type { Database } from '../db/client';
import { websiteSettings, type NewWebsiteSettingsRow } from '../db/schema';
import { DEMO_SALON_ID } from './demo-data';

/** Demo Salon's website as its owner set it; Second Salon keeps the defaults. */
export const demoWebsite: NewWebsiteSettingsRow = {
  salonId: DEMO_SALON_ID,
  bgColor: '#5b21b6',
  websiteTitle: 'Look your best at Demo Salon',
  websiteSubTitle: 'Cuts, colour and care by stylists who listen',
  appearanceBarText: 'New client offer',
  appearanceBarPara: '20% off your first colour appointment this month.',
  hourPara: 'Walk in or book online; we are open six days a week.',
};

/** Idempotent: a salon that already has settings keeps them. */
export async function seedWebsite(db: Database): Promise<void> {
  await db.insert(websiteSettings).values(demoWebsite).onConflictDoNothing();
}
