import type { Role } from '@salon/api/shared/schemas';
import { RoleGuard } from '@salon/features/core';
import { lazy, type ComponentType } from 'react';

/**
 * Every area's screens load on first visit, so signing in downloads the frame and the sign-in page only.
 * An area's page roles are read inside its chunk: importing them here would pull the area into the
 * entry chunk.
 */
function page<M>(
  load: () => Promise<M>,
  pick: (area: M) => ComponentType,
  roles?: (area: M) => readonly Role[],
) {
  return lazy(async () => {
    const area = await load();
    const Screen = pick(area);
    if (!roles) return { default: Screen };
    const allow = roles(area);
    return {
      default: () => (
        <RoleGuard allow={allow}>
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
  (area) => area.USERS_PAGE_ROLES,
);
export const CompaniesPage = page(
  () => import('@salon/features/companies'),
  (area) => area.CompaniesContainer,
  (area) => area.COMPANY_PAGE_ROLES,
);
export const NotificationsPage = page(
  () => import('@salon/features/notifications'),
  (area) => area.NotificationsContainer,
  (area) => area.NOTIFICATION_PAGE_ROLES,
);
export const AppVersionsPage = page(
  () => import('@salon/features/app-versions'),
  (area) => area.AppVersionsContainer,
  (area) => area.APP_VERSION_PAGE_ROLES,
);
export const CheckInPage = page(
  () => import('@salon/features/check-in'),
  (area) => area.CheckInContainer,
  (area) => area.CHECK_IN_PAGE_ROLES,
);
export const SalonsPage = page(
  () => import('@salon/features/salons'),
  (area) => area.SalonsContainer,
);
export const StaffPage = page(
  () => import('@salon/features/staff'),
  (area) => area.StaffContainer,
);
export const StylistsPage = page(
  () => import('@salon/features/stylists'),
  (area) => area.StylistsContainer,
);
export const ProductsPage = page(products, (area) => area.ProductsContainer);
export const ProductDetailPage = page(products, (area) => area.ProductDetailContainer);
export const ProductCategoriesPage = page(products, (area) => area.ProductCategoriesContainer);
export const OrdersPage = page(
  () => import('@salon/features/orders'),
  (area) => area.OrdersContainer,
);
export const ServicesPage = page(
  () => import('@salon/features/services'),
  (area) => area.ServicesContainer,
);
export const VideosPage = page(videos, (area) => area.VideosContainer);
export const VideoDetailPage = page(videos, (area) => area.VideoDetailContainer);
export const VideoCategoriesPage = page(videos, (area) => area.VideoCategoriesContainer);
export const StylistCalendarPage = page(calendar, (area) => area.StylistCalendarContainer);
export const WaitlistPage = page(calendar, (area) => area.WaitlistContainer);
