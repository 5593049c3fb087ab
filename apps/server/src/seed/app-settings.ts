import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { appSettings, type AppSettingTypeValue } from '../db/schema';
import type { FileStorage } from '../storage/file-storage';
import { DEMO_SALON_ID } from './demo-data';
import { productPng, type Rgb } from './png';

/** Demo Salon's app settings, one per screen (the salon has Point of Sales, so the shop too). */
const DEMO_SETTINGS: Array<[AppSettingTypeValue, Record<string, string>, Rgb, Rgb]> = [
  ['logo', {}, [243, 232, 255], [124, 58, 237]],
  [
    'login',
    { loginTitle: 'Welcome back', loginSubTitle: 'Sign in to book your next visit', loginButton: 'Sign In' },
    [253, 230, 138],
    [180, 83, 9],
  ],
  [
    'register',
    {
      registerTitle: 'Join Demo Salon',
      registerSubTitle: 'Create your account in a minute',
      registerButton: 'Create Account',
    },
    [187, 247, 208],
    [21, 128, 61],
  ],
  [
    'home',
    {
      stylistHeaderTitle: 'Our Stylists',
      productHeaderTitle: 'Popular Products',
      videoHeaderTitle: 'Latest Videos',
    },
    [191, 219, 254],
    [29, 78, 216],
  ],
  [
    'shop',
    {
      shopScreenHeadingText: 'Shop',
      shopSearchBoxText: 'Search products',
      shopMyCartText: 'My Cart',
      shopMyOrdersText: 'My Orders',
    },
    [254, 202, 202],
    [185, 28, 28],
  ],
  [
    'profile',
    {
      profileScreenHeadingText: 'My Profile',
      profileStylistDetailText: 'My Stylist',
      profileSalonDetailText: 'Salon Details',
      profilePreviousOrderText: 'Previous Orders',
      profileLogoutText: 'Log Out',
    },
    [229, 231, 235],
    [55, 65, 81],
  ],
];

/**
 * Demo Salon's settings with generated images (through `storage`, when given; without it the texts
 * only). Idempotent: types the salon already has are left alone.
 */
export async function seedAppSettings(db: Database, storage?: FileStorage): Promise<void> {
  const present = new Set(
    (
      await db
        .select({ type: appSettings.type })
        .from(appSettings)
        .where(eq(appSettings.salonId, DEMO_SALON_ID))
    ).map((row) => row.type),
  );
  for (const [type, texts, background, disc] of DEMO_SETTINGS) {
    if (present.has(type)) continue;
    const stored = storage
      ? await storage.put(productPng(type === 'logo' ? 128 : 240, background, disc), { extension: 'png' })
      : null;
    await db
      .insert(appSettings)
      .values({
        salonId: DEMO_SALON_ID,
        type,
        texts,
        imageKey: stored?.key ?? null,
        updatedAt: new Date('2026-03-10T09:00:00.000Z'),
      })
      .onConflictDoNothing();
  }
}
