import type { Database } from '../db/client';
import { appVersions, type NewAppVersionRow } from '../db/schema';
import { DEMO_SALON_ID } from './demo-data';

/** Fixed ids of Demo Salon's two app versions: the current one enabled, an older one disabled. */
export const CURRENT_APP_VERSION_ID = '5a7e0000-0000-4000-8000-000000000001';
export const OLD_APP_VERSION_ID = '5a7e0000-0000-4000-8000-000000000002';

export const demoAppVersions: NewAppVersionRow[] = [
  {
    id: CURRENT_APP_VERSION_ID,
    salonId: DEMO_SALON_ID,
    versionTitleAndroid: '2.4.0',
    versionTitleIos: '2.4.0',
    versionDescription: 'Book with your favourite stylist and shop from the app.',
    isCompulsory: false,
    enable: true,
    packageName: 'com.demosalon.app',
    bundleId: 'com.demosalon.ios',
    androidStoreUrl: 'https://play.google.com/store/apps/details?id=com.demosalon.app',
    iosStoreUrl: 'https://apps.apple.com/app/demo-salon/id1234567890',
    createdAt: new Date('2026-03-13T09:00:00.000Z'),
  },
  {
    id: OLD_APP_VERSION_ID,
    salonId: DEMO_SALON_ID,
    versionTitleAndroid: '2.3.1',
    versionTitleIos: '2.3.2',
    versionDescription: 'Security fixes for signing in.',
    isCompulsory: true,
    enable: false,
    packageName: 'com.demosalon.app',
    bundleId: 'com.demosalon.ios',
    androidStoreUrl: null,
    iosStoreUrl: null,
    createdAt: new Date('2026-01-30T09:00:00.000Z'),
  },
];

/** Idempotent: existing ids are left alone. */
export async function seedAppVersions(db: Database): Promise<void> {
  await db.insert(appVersions).values(demoAppVersions).onConflictDoNothing();
}
