import type { Database } from '../db/client';
import { notifications, type NewNotificationRow } from '../db/schema';
import { DEMO_SALON_ID, DEMO_USER_IDS } from './demo-data';

const HOUR_MS = 3_600_000;

/** Fixed ids of Demo Salon's two sent notifications. */
export const DEMO_NOTIFICATION_IDS = [
  'a0710000-0000-4000-8000-000000000001',
  'a0710000-0000-4000-8000-000000000002',
] as const;

/** Demo Salon's sent notifications, relative to `now` (a day and four days ago). */
export function demoNotifications(now: Date): NewNotificationRow[] {
  const at = (hours: number) => new Date(now.getTime() - hours * HOUR_MS);
  return [
    {
      id: DEMO_NOTIFICATION_IDS[0],
      salonId: DEMO_SALON_ID,
      senderId: DEMO_USER_IDS.owner,
      target: 'all',
      title: 'Spring specials are here',
      body: 'Book a cut and colour this week and get a free deep-conditioning treatment.',
      recipientCount: 24,
      createdAt: at(24),
    },
    {
      id: DEMO_NOTIFICATION_IDS[1],
      salonId: DEMO_SALON_ID,
      senderId: DEMO_USER_IDS.manager,
      target: 'Stylist',
      title: 'Team meeting on Monday',
      body: 'Please come in at 8:30 on Monday for a short team meeting before opening.',
      recipientCount: 4,
      createdAt: at(96),
    },
  ];
}

/** Idempotent: existing ids are left alone. */
export async function seedNotifications(db: Database, now = new Date()): Promise<void> {
  await db.insert(notifications).values(demoNotifications(now)).onConflictDoNothing();
}
