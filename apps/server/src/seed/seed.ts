import type { Database } from '../db/client';
import { hashPassword } from '../lib/passwords';
import type { FileStorage } from '../storage/file-storage';
import { DEMO_PASSWORD, demoSalons, demoUsers } from './demo-data';
import { seedBooking } from './booking';
import { seedClients } from './clients';
import { seedPeopleSalons } from './people-salons';
import { seedProducts } from './products';
import { SeedRepository } from './repository';
import { seedServicesAndVideos } from './services-videos';
import { seedSubscriptions } from './subscriptions';
import { seedAppVersions } from './app-versions';
import { seedCoupons } from './coupons';
import { seedNotifications } from './notifications';
import { seedAppSettings } from './app-settings';
import { seedBilling } from './billing';
import { seedWebsite } from './website';
import { seedPayouts } from './payouts';

/**
 * Creates the demo platform (two salons, one account per role, a few stylists and clients) on a database
 * without users. Idempotent: does nothing once any user exists. Returns whether it seeded.
 * With `storage`, the areas seeded apart (their own idempotence check) run too, also on an existing
 * database that predates them; the shop's product images are stored through it. The appointments,
 * subscriptions and notifications are placed from `now` (the tests pass the clock of their app).
 */
export async function seedDemoData(db: Database, storage?: FileStorage, now = new Date()): Promise<boolean> {
  const repository = new SeedRepository(db);
  if (await repository.hasUsers()) {
    if (storage) await seedProducts(db, storage);
    if (storage) await seedServicesAndVideos(db, storage);
    await seedBooking(db, now);
    await seedPeopleSalons(db, storage);
    await seedSubscriptions(db, now);
    await seedAppVersions(db);
    await seedCoupons(db);
    await seedNotifications(db, now);
    await seedAppSettings(db, storage);
    await seedBilling(db);
    await seedWebsite(db);
    await seedPayouts(db);
    return false;
  }
  // Every demo account shares one public password, so one hash (one salt) serves them all: scrypt is
  // deliberately slow and hashing per account would dominate the seed (and every test's setup).
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await repository.insert(
    demoSalons.map((salon) => ({ ...salon })),
    demoUsers.map((user) => ({
      id: user.id,
      role: user.role,
      name: user.name,
      email: user.email,
      salonId: user.salonId,
      currentSalonId: user.currentSalonId ?? null,
      phone: user.phone,
      address: user.address ?? null,
      gender: user.gender,
      stylistId: user.stylistId ?? null,
      clientNote: user.clientNote ?? null,
      platform: user.platform ?? null,
      startTime: user.startTime ?? null,
      endTime: user.endTime ?? null,
      passwordHash,
    })),
  );
  await seedClients(db, passwordHash);
  if (storage) await seedProducts(db, storage);
  await seedServicesAndVideos(db, storage);
  // After services: appointments copy their titles.
  await seedBooking(db, now);
  // After services: stylist settings name them.
  await seedPeopleSalons(db, storage);
  await seedSubscriptions(db, now);
  await seedAppVersions(db);
  await seedCoupons(db);
  await seedNotifications(db, now);
  await seedAppSettings(db, storage);
  await seedBilling(db);
  await seedWebsite(db);
  await seedPayouts(db);
  return true;
}
