import type { Role } from '@salon/api/shared/schemas';
import type { NavItem, NavLinkItem } from '@salon/ui/screens/frame/AppFrame';

/** The viewer the sidebar is built for: the role, plus the stylist's own id and name for their link. */
export interface NavViewer {
  role: Role;
  _id: string;
  name: string;
}

const link = (label: string, href: string, icon: NavLinkItem['icon']): NavLinkItem => ({ label, href, icon });

const dashboard = link('Dashboard', '/', 'home');
const users = link('Users', '/users', 'users');
const salonStaff = link('Salon Staff', '/salon-role-manger', 'user');
const notifications = link('Notifications', '/notification', 'bell');

const salonSidebar: NavItem[] = [
  dashboard,
  users,
  salonStaff,
  link('Stylist', '/stylist', 'scissors'),
  link('Service', '/services', 'layers'),
  link('Coupons', '/coupon', 'tag'),
  {
    label: 'Products',
    icon: 'box',
    children: [
      link('All Products', '/products', 'box'),
      link('Product Categories', '/product-categories', 'layers'),
      link('Orders', '/order-history', 'receipt'),
    ],
  },
  {
    label: 'Settings',
    icon: 'settings',
    children: [
      link('App Settings', '/app-setting', 'smartphone'),
      link('Website Settings', '/website-setting', 'settings'),
    ],
  },
  notifications,
];

const adminSidebar: NavItem[] = [
  dashboard,
  users,
  link('Salon', '/salon', 'store'),
  salonStaff,
  link('Coupons', '/coupon-bookb', 'tag'),
  link('Promo Codes', '/promo-codes', 'percent'),
  link('Subscription', '/subscription', 'credit-card'),
  link('App Versions', '/appversion', 'smartphone'),
  notifications,
];

/** Entries every signed-in role has at the bottom of the sidebar (Log Out is a button beside them). */
export const profileNavItem: NavLinkItem = link('My Profile', '/my-profile', 'user');
export const LOG_OUT_LABEL = 'Log Out';

/** The sidebar of spec 1 §2 "Sidebar by role"; roles that never reach the dashboard get none. */
export function sidebarFor(viewer: NavViewer): NavItem[] {
  switch (viewer.role) {
    case 'superadmin':
    case 'salon':
    case 'manager':
      return salonSidebar;
    case 'admin':
      return adminSidebar;
    case 'stylist':
      return [
        dashboard,
        users,
        link(
          'My Availabilities',
          `/stylist-sessions/${encodeURIComponent(viewer._id)}/${encodeURIComponent(viewer.name)}`,
          'calendar',
        ),
      ];
    default:
      return [];
  }
}

/** What the frame offers the viewer besides the sidebar. */
export function frameCapabilities(role: Role) {
  return {
    /** Only the superadmin works across salons and gets the switcher in the header. */
    switchSalon: role === 'superadmin',
  };
}

const ROLE_LABELS: Record<Role, string> = {
  superadmin: 'Super Admin',
  admin: 'Admin',
  salon: 'Salon',
  manager: 'Manager',
  stylist: 'Stylist',
  user: 'User',
  company: 'Company',
};

/** The role as the header shows it under the signed-in name. */
export function roleLabel(role: Role): string {
  return ROLE_LABELS[role];
}
