import type { Notification } from '../../notifications/schemas';
import { daysFromNow } from '../clock';
import { builder, fixedId } from '../builders';

const notificationId = (n: number) => fixedId('a0710000', n);

export const buildNotification = builder<Notification>(() => ({
  _id: notificationId(1),
  title: 'Spring specials are here',
  body: 'Book a cut and colour this week and get a free deep-conditioning treatment.',
  to: 'all',
  recipientCount: 24,
  createdAt: daysFromNow(-1).toISOString(),
}));

/** Demo Salon's sent notifications, newest first (fits one page of 5). */
export const notifications: Notification[] = [
  buildNotification(),
  buildNotification({
    _id: notificationId(2),
    title: 'Team meeting on Monday',
    body: 'Please come in at 8:30 on Monday for a short team meeting before opening.',
    to: 'Stylist',
    recipientCount: 4,
    createdAt: daysFromNow(-4).toISOString(),
  }),
];

const TITLES = ['Holiday hours', 'New stylist joined', 'Loyalty points', 'Product restock', 'Weekend offer'];
const TARGETS = ['all', 'Stylist', 'user'] as const;

/** A longer history (12 notifications, 3 pages of 5), newest first. */
export const manyNotifications: Notification[] = Array.from({ length: 12 }, (_, index) =>
  buildNotification({
    _id: notificationId(100 + index),
    title: `${TITLES[index % TITLES.length]} ${index + 1}`,
    body: `Notification ${index + 1} of the salon's history.`,
    to: TARGETS[index % TARGETS.length],
    recipientCount: 10 + (index % 5),
    createdAt: daysFromNow(-index, -2).toISOString(),
  }),
);
