import { RoleGuard, type RoleGuardProps } from '@salon/features/core';
import { lazy, type ComponentType } from 'react';

/**
 * Every area's screens load on first visit, so signing in downloads the frame and the sign-in page only.
 * This is where pages are guarded: a role the area's policy refuses is sent to `/` here, never by the
 * container. An area's page roles are read inside its chunk: importing them here would pull the area
 * into the entry chunk.
 */
type Guard = Omit<RoleGuardProps, 'children'>;

function page<M>(load: () => Promise<M>, pick: (area: M) => ComponentType, guard?: (area: M) => Guard) {
  return lazy(async () => {
    const area = await load();
    const Screen = pick(area);
    if (!guard) return { default: Screen };
    const { allow, check } = guard(area);
    return {
      default: () => (
        <RoleGuard allow={allow} check={check}>
          <Screen />
        </RoleGuard>
      ),
    };
  });
}

const users = () => import('@salon/features/users');
const calendar = () => import('@salon/features/calendar');
const products = () => import('@salon/features/products');
const videos = () => import('@salon/features/videos');

export const DashboardPage = page(
  () => import('@salon/features/dashboard'),
  (area) => area.DashboardContainer,
);
export const MyProfilePage = page(
  () => import('@salon/features/profile'),
  (area) => area.MyProfileContainer,
);
export const UsersPage = page(
  users,
  (area) => area.UsersContainer,
  (area) => ({ allow: area.USERS_PAGE_ROLES }),
);
export const CompaniesPage = page(
  () => import('@salon/features/companies'),
  (area) => area.CompaniesContainer,
  (area) => ({ allow: area.COMPANY_PAGE_ROLES }),
);
export const NotificationsPage = page(
  () => import('@salon/features/notifications'),
  (area) => area.NotificationsContainer,
  (area) => ({ allow: area.NOTIFICATION_PAGE_ROLES }),
);
const billing = () => import('@salon/features/billing');
export const SubscriptionPackagesPage = page(
  billing,
  (area) => area.SubscriptionPackagesContainer,
  (area) => ({ allow: area.BILLING_PAGE_ROLES }),
);
export const ProviderCouponsPage = page(
  billing,
  (area) => area.ProviderCouponsContainer,
  (area) => ({ allow: area.BILLING_PAGE_ROLES }),
);
export const PromoCodesPage = page(
  billing,
  (area) => area.PromoCodesContainer,
  (area) => ({ allow: area.BILLING_PAGE_ROLES }),
);
export const CouponsPage = page(
  () => import('@salon/features/coupons'),
  (area) => area.CouponsContainer,
  (area) => ({ allow: area.COUPON_PAGE_ROLES }),
);
export const AppVersionsPage = page(
  () => import('@salon/features/app-versions'),
  (area) => area.AppVersionsContainer,
  (area) => ({ allow: area.APP_VERSION_PAGE_ROLES }),
);
export const CheckInPage = page(
  () => import('@salon/features/check-in'),
  (area) => area.CheckInContainer,
  (area) => ({ allow: area.CHECK_IN_PAGE_ROLES }),
);
export const SalonsPage = page(
  () => import('@salon/features/salons'),
  (area) => area.SalonsContainer,
  (area) => ({ allow: area.SALONS_PAGE_ROLES }),
);
export const StaffPage = page(
  () => import('@salon/features/staff'),
  (area) => area.StaffContainer,
  (area) => ({ allow: area.STAFF_PAGE_ROLES }),
);
export const StylistsPage = page(
  () => import('@salon/features/stylists'),
  (area) => area.StylistsContainer,
  (area) => ({ allow: area.STYLISTS_PAGE_ROLES }),
);
export const ProductsPage = page(
  products,
  (area) => area.ProductsContainer,
  (area) => ({ allow: area.PRODUCT_ROLES }),
);
export const ProductDetailPage = page(
  products,
  (area) => area.ProductDetailContainer,
  (area) => ({ allow: area.PRODUCT_ROLES }),
);
export const ProductCategoriesPage = page(
  products,
  (area) => area.ProductCategoriesContainer,
  (area) => ({ allow: area.PRODUCT_ROLES }),
);
export const OrdersPage = page(
  () => import('@salon/features/orders'),
  (area) => area.OrdersContainer,
  (area) => ({ allow: area.ORDER_ROLES }),
);
export const ServicesPage = page(
  () => import('@salon/features/services'),
  (area) => area.ServicesContainer,
  (area) => ({ allow: area.SERVICES_ROLES }),
);
export const VideosPage = page(
  videos,
  (area) => area.VideosContainer,
  (area) => ({ allow: area.VIDEOS_ROLES }),
);
export const VideoDetailPage = page(
  videos,
  (area) => area.VideoDetailContainer,
  (area) => ({ allow: area.VIDEOS_ROLES }),
);
export const VideoCategoriesPage = page(
  videos,
  (area) => area.VideoCategoriesContainer,
  (area) => ({ allow: area.VIDEO_CATEGORIES_ROLES }),
);
export const StylistCalendarPage = page(
  calendar,
  (area) => area.StylistCalendarContainer,
  (area) => ({ allow: area.CALENDAR_ROLES, check: area.canOpenStylistPage }),
);
export const WaitlistPage = page(
  calendar,
  (area) => area.WaitlistContainer,
  (area) => ({ allow: area.CALENDAR_ROLES, check: area.canOpenStylistPage }),
);
export const AppSettingsPage = page(
  () => import('@salon/features/app-settings'),
  (area) => area.AppSettingsContainer,
  (area) => ({ allow: area.APP_SETTINGS_PAGE_ROLES }),
);
export const WebsiteSettingsPage = page(
  () => import('@salon/features/website-settings'),
  (area) => area.WebsiteSettingsContainer,
  (area) => ({ allow: area.WEBSITE_SETTINGS_PAGE_ROLES }),
);
