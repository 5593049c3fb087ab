import type { NavItem } from '@salon/ui/screens/frame/AppFrame';
import { describe, expect, it } from 'vitest';
import { frameCapabilities, profileNavItem, roleLabel, sidebarFor } from './policies';

/** The sidebar as `label href` lines, group children indented: easy to compare with spec 1 §2. */
function outline(items: NavItem[]): string[] {
  return items.flatMap((item) =>
    'children' in item
      ? [item.label, ...item.children.map((child) => `  ${child.label} ${child.href}`)]
      : [`${item.label} ${item.href}`],
  );
}

const viewer = (role: Parameters<typeof sidebarFor>[0]['role']) => ({
  role,
  _id: '0e5e0000-0000-4000-8000-000000000005',
  name: 'Stella Stylist',
});

const SALON_SIDEBAR = [
  'Dashboard /',
  'Calendar /calendar',
  'Users /users',
  'Salon Staff /salon-role-manger',
  'Stylist /stylist',
  'Company /company',
  'Service /services',
  'Sales /sales',
  'Sales Report /sales/report',
  'Cash Drawer /cash-drawer',
  'Coupons /coupon',
  'Products',
  '  All Products /products',
  '  Product Categories /product-categories',
  '  Orders /order-history',
  'Payouts /payouts',
  'Settings',
  '  App Settings /app-setting',
  '  Website Settings /website-setting',
  '  Booking Settings /booking-settings',
  'Notifications /notification',
];

const MANAGER_SIDEBAR = SALON_SIDEBAR.filter(
  (line) => !line.startsWith('Salon Staff') && !line.includes('Orders') && !line.startsWith('Payouts'),
);

/** The superadmin works in a salon, but its payouts are the owner's own. */
const SUPERADMIN_SIDEBAR = SALON_SIDEBAR.filter(
  (line) =>
    !line.startsWith('Payouts') &&
    !line.startsWith('Sales') &&
    !line.startsWith('Cash Drawer') &&
    !line.startsWith('Calendar'),
);

describe('sidebarFor (spec 1 §2 "Sidebar by role")', () => {
  it('gives the salon owner the salon sidebar', () => {
    expect(outline(sidebarFor(viewer('salon')))).toEqual(SALON_SIDEBAR);
  });

  it('gives the superadmin the salon sidebar without Payouts, which is the owner’s own, and the desk’s pages', () => {
    expect(outline(sidebarFor(viewer('superadmin')))).toEqual(SUPERADMIN_SIDEBAR);
  });

  it('gives the manager the salon sidebar without Salon Staff, Orders and Payouts, whose pages refuse managers', () => {
    expect(outline(sidebarFor(viewer('manager')))).toEqual(MANAGER_SIDEBAR);
  });

  it('gives admin the platform sidebar', () => {
    expect(outline(sidebarFor(viewer('admin')))).toEqual([
      'Dashboard /',
      'Users /users',
      'Salon /salon',
      'Salon Staff /salon-role-manger',
      'Coupons /coupon-bookb',
      'Promo Codes /promo-codes',
      'Subscription /subscription',
      'App Versions /appversion',
      'Notifications /notification',
    ]);
  });

  it('gives a stylist their own availabilities', () => {
    expect(outline(sidebarFor(viewer('stylist')))).toEqual([
      'Dashboard /',
      'Calendar /calendar',
      'Users /users',
      'My Availabilities /stylist-sessions/0e5e0000-0000-4000-8000-000000000005/Stella%20Stylist',
      'Sales /sales',
      'Sales Report /sales/report',
    ]);
  });

  it("adds Videos and Check-in when the salon's app menu has them on", () => {
    const both = outline(sidebarFor(viewer('salon'), { isVideo: true, isCheckin: true }));
    expect(both.slice(6, 10)).toEqual([
      'Service /services',
      'Videos',
      '  All Videos /videos',
      '  Video Categories /video-categories',
    ]);
    expect(both.slice(-2)).toEqual(['Check-in /check-in', 'Notifications /notification']);
    expect(outline(sidebarFor(viewer('manager'), { isVideo: false, isCheckin: true }))).toEqual([
      ...MANAGER_SIDEBAR.slice(0, -1),
      'Check-in /check-in',
      'Notifications /notification',
    ]);
    expect(outline(sidebarFor(viewer('stylist'), { isVideo: true, isCheckin: true })).slice(-3)).toEqual([
      'Videos /videos',
      'Sales /sales',
      'Sales Report /sales/report',
    ]);
  });

  it('gives roles outside the dashboard nothing', () => {
    expect(sidebarFor(viewer('user'))).toEqual([]);
    expect(sidebarFor(viewer('company'))).toEqual([]);
  });

  it('puts My Profile at the bottom for everyone', () => {
    expect(profileNavItem).toMatchObject({ label: 'My Profile', href: '/my-profile' });
  });
});

describe('frame capabilities', () => {
  it('lets only the superadmin switch salons', () => {
    expect(frameCapabilities('superadmin').switchSalon).toBe(true);
    for (const role of ['admin', 'salon', 'manager', 'stylist'] as const) {
      expect(frameCapabilities(role).switchSalon).toBe(false);
    }
  });

  it('labels roles for the header', () => {
    expect(roleLabel('superadmin')).toBe('Super Admin');
    expect(roleLabel('salon')).toBe('Owner');
  });
});
