import { rolesFor } from '@salon/api/permissions';
import type { Role } from '@salon/api/shared/schemas';
import type { IconName } from '@salon/ui/primitives/Icon';

/** The admin app's pages; `apps/admin/src/pages.tsx` gives each its lazy component. */
export type AdminPage =
  | 'dashboard'
  | 'myProfile'
  | 'users'
  | 'companies'
  | 'notifications'
  | 'appVersions'
  | 'subscriptionPackages'
  | 'providerCoupons'
  | 'coupons'
  | 'promoCodes'
  | 'checkIn'
  | 'salons'
  | 'staff'
  | 'stylists'
  | 'products'
  | 'productDetail'
  | 'productCategories'
  | 'orders'
  | 'services'
  | 'videos'
  | 'videoDetail'
  | 'videoCategories'
  | 'teamDay'
  | 'stylistCalendar'
  | 'waitlist'
  | 'appSettings'
  | 'websiteSettings'
  | 'bookingSettings'
  | 'payouts'
  | 'sales'
  | 'newSale'
  | 'sale'
  | 'salesReport'
  | 'cashDrawer';

/** The salon's mobile app menus (Salon App Settings) that bring an entry into the sidebar. */
export interface SidebarMenus {
  isVideo: boolean;
  isCheckin: boolean;
}

/** A page's place in the sidebar. */
export interface AdminMenuEntry {
  label: string;
  icon: IconName;
  /** Position among all entries (a group sits where its first entry sits). */
  order: number;
  /** The heading it expands under; a group with one entry for a role shows as one link under its label. */
  group?: { label: string; icon: IconName };
  /** Roles whose sidebar shows it, within the page's roles; the page's roles by default. */
  roles?: readonly Role[];
  /** Shown only when this app menu of the salon is on. */
  when?: keyof SidebarMenus;
}

export interface AdminRoute {
  path: string;
  page: AdminPage;
  /** Roles that may open the page (the guard sends others to `/`); every signed-in role when absent. */
  roles?: readonly Role[];
  /** The page has a further check on the viewer and the address (`apps/admin/src/pages.tsx`). */
  checked?: boolean;
  menu?: AdminMenuEntry;
}

/** Every role that signs in to the dashboard. */
export const DASHBOARD_ROLES: readonly Role[] = rolesFor('dashboard.signIn');

/** The salon's staff who see the team's day (`calendar.manage` within a salon). */
const TEAM_DAY_ROLES: readonly Role[] = rolesFor('calendar.manage').filter((role) =>
  (['salon', 'manager', 'stylist'] as const).includes(role as 'salon' | 'manager' | 'stylist'),
);

const products = { label: 'Products', icon: 'box' } as const;
const settings = { label: 'Settings', icon: 'settings' } as const;
const videos = { label: 'Videos', icon: 'play' } as const;

/**
 * The admin app's one route table: the router mounts each path, the guard admits the roles, the sidebar
 * shows the menu entries (spec 1 §2 "Sidebar by role", narrowed to what each role may open; see
 * docs/decisions.md). Roles come from the permission table the server's `authorize` reads.
 */
export const ADMIN_ROUTES: readonly AdminRoute[] = [
  { path: '/', page: 'dashboard', menu: { label: 'Dashboard', icon: 'home', order: 10 } },
  { path: '/my-profile', page: 'myProfile' },
  {
    // The desk's day of the whole team: the salon's staff (the admins have no salon to show).
    path: '/calendar',
    page: 'teamDay',
    roles: TEAM_DAY_ROLES,
    menu: { label: 'Calendar', icon: 'calendar', order: 15 },
  },
  {
    path: '/users',
    page: 'users',
    roles: rolesFor('clients.list'),
    menu: { label: 'Users', icon: 'users', order: 20 },
  },
  { path: '/user', page: 'users', roles: rolesFor('clients.list') },
  {
    path: '/salon',
    page: 'salons',
    roles: rolesFor('salons.manage'),
    menu: { label: 'Salon', icon: 'store', order: 30 },
  },
  {
    path: '/salon-role-manger',
    page: 'staff',
    roles: rolesFor('staff.manage'),
    menu: { label: 'Salon Staff', icon: 'user', order: 40 },
  },
  {
    path: '/stylist',
    page: 'stylists',
    roles: rolesFor('stylists.list'),
    // The admin may open the list, but the spec's admin sidebar has no Stylist entry.
    menu: { label: 'Stylist', icon: 'scissors', order: 50, roles: rolesFor('stylists.manage') },
  },
  {
    path: '/stylist-sessions/:stylistId/:stylistName',
    page: 'stylistCalendar',
    roles: rolesFor('calendar.manage'),
    checked: true,
    // A stylist's own calendar; the salon roles open any stylist's from the Stylist list.
    menu: { label: 'My Availabilities', icon: 'calendar', order: 55, roles: ['stylist'] },
  },
  {
    path: '/stylist-sessions/:stylistId',
    page: 'stylistCalendar',
    roles: rolesFor('calendar.manage'),
    checked: true,
  },
  {
    path: '/waitlist/:stylistId/:stylistName',
    page: 'waitlist',
    roles: rolesFor('calendar.manage'),
    checked: true,
  },
  {
    path: '/company',
    page: 'companies',
    roles: rolesFor('companies.manage'),
    menu: { label: 'Company', icon: 'store', order: 60 },
  },
  {
    path: '/services',
    page: 'services',
    roles: rolesFor('services.manage'),
    menu: { label: 'Service', icon: 'layers', order: 70 },
  },
  {
    path: '/videos',
    page: 'videos',
    roles: rolesFor('videos.manage'),
    menu: { label: 'All Videos', icon: 'play', order: 80, group: videos, when: 'isVideo' },
  },
  { path: '/videos/:id', page: 'videoDetail', roles: rolesFor('videos.manage') },
  {
    path: '/video-categories',
    page: 'videoCategories',
    roles: rolesFor('videos.categories'),
    menu: { label: 'Video Categories', icon: 'layers', order: 81, group: videos, when: 'isVideo' },
  },
  {
    // The front desk: the owner and the manager sell; a stylist sees their own sales.
    path: '/sales',
    page: 'sales',
    roles: rolesFor('sales.view'),
    menu: { label: 'Sales', icon: 'receipt', order: 85 },
  },
  {
    // The desk's figures by day, stylist, service, product or payment method; a stylist's own.
    path: '/sales/report',
    page: 'salesReport',
    roles: rolesFor('sales.reports'),
    menu: { label: 'Sales Report', icon: 'layers', order: 86 },
  },
  {
    // The desk's cash: the float, cash in and out, the cash-up (the owner and the manager).
    path: '/cash-drawer',
    page: 'cashDrawer',
    roles: rolesFor('cashDrawer.manage'),
    menu: { label: 'Cash Drawer', icon: 'box', order: 87 },
  },
  { path: '/sales/new', page: 'newSale', roles: rolesFor('sales.checkout') },
  { path: '/sales/:saleId', page: 'sale', roles: rolesFor('sales.view') },
  {
    path: '/coupon',
    page: 'coupons',
    roles: rolesFor('coupons.manage'),
    menu: { label: 'Coupons', icon: 'tag', order: 90 },
  },
  {
    path: '/coupon-bookb',
    page: 'providerCoupons',
    roles: rolesFor('billing.manage'),
    menu: { label: 'Coupons', icon: 'tag', order: 100 },
  },
  {
    path: '/promo-codes',
    page: 'promoCodes',
    roles: rolesFor('billing.manage'),
    menu: { label: 'Promo Codes', icon: 'percent', order: 110 },
  },
  {
    path: '/subscription',
    page: 'subscriptionPackages',
    roles: rolesFor('billing.manage'),
    menu: { label: 'Subscription', icon: 'credit-card', order: 120 },
  },
  {
    path: '/appversion',
    page: 'appVersions',
    roles: rolesFor('appVersions.manage'),
    menu: { label: 'App Versions', icon: 'smartphone', order: 130 },
  },
  {
    path: '/products',
    page: 'products',
    roles: rolesFor('products.manage'),
    menu: { label: 'All Products', icon: 'box', order: 140, group: products },
  },
  { path: '/products/:id', page: 'productDetail', roles: rolesFor('products.manage') },
  {
    path: '/product-categories',
    page: 'productCategories',
    roles: rolesFor('products.manage'),
    menu: { label: 'Product Categories', icon: 'layers', order: 141, group: products },
  },
  {
    path: '/order-history',
    page: 'orders',
    roles: rolesFor('orders.manage'),
    menu: { label: 'Orders', icon: 'receipt', order: 142, group: products },
  },
  {
    // The salon's own Stripe account, which its card payments are paid into: the owner only.
    path: '/payouts',
    page: 'payouts',
    roles: rolesFor('payouts.manage'),
    menu: { label: 'Payouts', icon: 'credit-card', order: 145 },
  },
  {
    path: '/app-setting',
    page: 'appSettings',
    roles: rolesFor('appSettings.edit'),
    menu: { label: 'App Settings', icon: 'smartphone', order: 150, group: settings },
  },
  {
    path: '/website-setting',
    page: 'websiteSettings',
    roles: rolesFor('website.edit'),
    menu: { label: 'Website Settings', icon: 'settings', order: 151, group: settings },
  },
  {
    // The cancellation policy and the reminders: the same roles in both areas' permission rows.
    path: '/booking-settings',
    page: 'bookingSettings',
    roles: rolesFor('booking-policy.settings'),
    menu: { label: 'Booking Settings', icon: 'calendar', order: 152, group: settings },
  },
  {
    path: '/check-in',
    page: 'checkIn',
    roles: rolesFor('attendance.checkIn'),
    menu: { label: 'Check-in', icon: 'check', order: 160, when: 'isCheckin' },
  },
  {
    path: '/notification',
    page: 'notifications',
    roles: rolesFor('notifications.send'),
    menu: { label: 'Notifications', icon: 'bell', order: 170 },
  },
];

/** The path of `page`'s first route (the one without optional parts). */
export function adminPath(page: AdminPage): string {
  const route = ADMIN_ROUTES.find((entry) => entry.page === page);
  if (!route) throw new Error(`No admin route for ${page}`);
  return route.path;
}

/** The roles `route` admits. */
export const routeRoles = (route: AdminRoute): readonly Role[] => route.roles ?? DASHBOARD_ROLES;

/** The roles whose sidebar shows `route`'s menu entry (none without one). */
export const menuRoles = (route: AdminRoute): readonly Role[] =>
  route.menu ? (route.menu.roles ?? routeRoles(route)) : [];

/** `path` with its `:params` filled (each encoded). */
export function fillPath(path: string, params: Readonly<Record<string, string>>): string {
  return path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
}
