import { can } from '@salon/api/permissions';
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

/** The salon's mobile app menus (Salon App Settings) that bring their screens into the sidebar. */
export interface SidebarMenus {
  isVideo: boolean;
  isCheckin: boolean;
}

const NO_MENUS: SidebarMenus = { isVideo: false, isCheckin: false };

const videos: NavItem = {
  label: 'Videos',
  icon: 'play',
  children: [link('All Videos', '/videos', 'play'), link('Video Categories', '/video-categories', 'layers')],
};

/**
 * The salon roles' sidebar of spec 1 §2, plus the screens the spec gives these roles that the old menu
 * left unreachable: Company (its page is theirs, spec 1 §6), and Videos and Check-in when the salon's
 * app menu has them on (spec 1 §3 'App menu flags').
 */
function salonSidebar(menus: SidebarMenus): NavItem[] {
  return [
    dashboard,
    users,
    salonStaff,
    link('Stylist', '/stylist', 'scissors'),
    link('Company', '/company', 'store'),
    link('Service', '/services', 'layers'),
    ...(menus.isVideo ? [videos] : []),
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
    ...(menus.isCheckin ? [link('Check-in', '/check-in', 'check')] : []),
    notifications,
  ];
}

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

/**
 * The sidebar of spec 1 §2 "Sidebar by role"; roles that never reach the dashboard get none. `menus`
 * are the salon's app menus (off until they load).
 */
export function sidebarFor(viewer: NavViewer, menus: SidebarMenus = NO_MENUS): NavItem[] {
  switch (viewer.role) {
    case 'superadmin':
    case 'salon':
    case 'manager':
      return salonSidebar(menus);
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
        // Stylists upload videos too (spec 2 §2 'Videos'); the categories are the salon's to manage.
        ...(menus.isVideo ? [link('Videos', '/videos', 'play')] : []),
      ];
    default:
      return [];
  }
}

/** What the frame offers the viewer besides the sidebar. */
export function frameCapabilities(role: Role) {
  return {
    /** Only the superadmin works across salons and gets the switcher in the header. */
    switchSalon: can(role, 'salons.switch'),
    /** The owner's own plan: its renewal notice shows on every page. */
    viewPlan: can(role, 'salons.ownSubscription'),
  };
}

/** The role as the header shows it under the signed-in name. */
export { roleLabel } from '../core/display-text';
