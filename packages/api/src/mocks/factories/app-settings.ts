import type { AppSetting, AppSettingType } from '../../app-settings/schemas';
import type { AppMenu } from '../../salons/schemas';
import { daysFromNow } from '../clock';
import { productImage } from './products';

const savedAt = daysFromNow(-2).toISOString();

/** Demo Salon's saved settings, one per type: what the App Settings page shows filled in. */
export const appSettings: Record<AppSettingType, AppSetting> = {
  logo: { type: 'logo', appLogoImageURL: productImage('#f3e8ff', '#7c3aed'), updatedAt: savedAt },
  login: {
    type: 'login',
    loginTitle: 'Welcome back',
    loginSubTitle: 'Sign in to book your next visit',
    loginButton: 'Sign In',
    loginBackgroundImageURL: productImage('#fde68a', '#b45309'),
    updatedAt: savedAt,
  },
  register: {
    type: 'register',
    registerTitle: 'Join Demo Salon',
    registerSubTitle: 'Create your account in a minute',
    registerButton: 'Create Account',
    registerBackgroundImageURL: productImage('#bbf7d0', '#15803d'),
    updatedAt: savedAt,
  },
  home: {
    type: 'home',
    stylistHeaderTitle: 'Our Stylists',
    productHeaderTitle: 'Popular Products',
    videoHeaderTitle: 'Latest Videos',
    headerImageURL: productImage('#bfdbfe', '#1d4ed8'),
    updatedAt: savedAt,
  },
  shop: {
    type: 'shop',
    shopScreenHeadingText: 'Shop',
    shopSearchBoxText: 'Search products',
    shopMyCartText: 'My Cart',
    shopMyOrdersText: 'My Orders',
    shopHeaderImageURL: productImage('#fecaca', '#b91c1c'),
    updatedAt: savedAt,
  },
  profile: {
    type: 'profile',
    profileScreenHeadingText: 'My Profile',
    profileStylistDetailText: 'My Stylist',
    profileSalonDetailText: 'Salon Details',
    profilePreviousOrderText: 'Previous Orders',
    profileLogoutText: 'Log Out',
    profileHeaderImageURL: productImage('#e5e7eb', '#374151'),
    updatedAt: savedAt,
  },
};

/** A salon that has never saved its settings: empty texts, no images. */
export const emptyAppSettings: Record<AppSettingType, AppSetting> = {
  logo: { type: 'logo', appLogoImageURL: null, updatedAt: null },
  login: {
    type: 'login',
    loginTitle: '',
    loginSubTitle: '',
    loginButton: '',
    loginBackgroundImageURL: null,
    updatedAt: null,
  },
  register: {
    type: 'register',
    registerTitle: '',
    registerSubTitle: '',
    registerButton: '',
    registerBackgroundImageURL: null,
    updatedAt: null,
  },
  home: {
    type: 'home',
    stylistHeaderTitle: '',
    productHeaderTitle: '',
    videoHeaderTitle: '',
    headerImageURL: null,
    updatedAt: null,
  },
  shop: {
    type: 'shop',
    shopScreenHeadingText: '',
    shopSearchBoxText: '',
    shopMyCartText: '',
    shopMyOrdersText: '',
    shopHeaderImageURL: null,
    updatedAt: null,
  },
  profile: {
    type: 'profile',
    profileScreenHeadingText: '',
    profileStylistDetailText: '',
    profileSalonDetailText: '',
    profilePreviousOrderText: '',
    profileLogoutText: '',
    profileHeaderImageURL: null,
    updatedAt: null,
  },
};

/** Demo Salon's menus: videos and check-in on, the shop (Point of Sales) off unless a story turns it on. */
export const appMenuWithoutShop: AppMenu = { isVideo: true, isCheckin: true, isPOS: false };
export const appMenuWithShop: AppMenu = { isVideo: true, isCheckin: true, isPOS: true };
export const appMenuNone: AppMenu = { isVideo: false, isCheckin: false, isPOS: false };
