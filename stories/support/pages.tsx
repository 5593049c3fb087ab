import {
  canOpenStylistPage,
  CALENDAR_ROLES,
  StylistCalendarContainer,
  WaitlistContainer,
} from '@salon/features/appointments';
import { RoleGuard } from '@salon/features/core';
import { ORDER_ROLES, OrdersContainer } from '@salon/features/orders';
import {
  PRODUCT_ROLES,
  ProductCategoriesContainer,
  ProductDetailContainer,
  ProductsContainer,
} from '@salon/features/products';
import { SALONS_PAGE_ROLES, SalonsContainer } from '@salon/features/salons';
import { SERVICES_ROLES, ServicesContainer } from '@salon/features/services';
import { STAFF_PAGE_ROLES, StaffContainer } from '@salon/features/staff';
import { STYLISTS_PAGE_ROLES, StylistsContainer } from '@salon/features/stylists';
import {
  VIDEO_CATEGORIES_ROLES,
  VideoCategoriesContainer,
  VideoDetailContainer,
  VideosContainer,
  VIDEOS_ROLES,
} from '@salon/features/videos';

/**
 * Pages as the admin app's route table serves them: the route-level guard around the container, so a
 * refused role's story shows the redirect (`redirected-to`) exactly as the app does.
 */
export const calendarPage = (now: Date) => (
  <RoleGuard allow={CALENDAR_ROLES} check={canOpenStylistPage}>
    <StylistCalendarContainer now={now} />
  </RoleGuard>
);
export const waitlistPage = (now: Date) => (
  <RoleGuard allow={CALENDAR_ROLES} check={canOpenStylistPage}>
    <WaitlistContainer now={now} />
  </RoleGuard>
);
export const ordersPage = () => (
  <RoleGuard allow={ORDER_ROLES}>
    <OrdersContainer />
  </RoleGuard>
);
export const productsPage = () => (
  <RoleGuard allow={PRODUCT_ROLES}>
    <ProductsContainer />
  </RoleGuard>
);
export const productDetailPage = () => (
  <RoleGuard allow={PRODUCT_ROLES}>
    <ProductDetailContainer />
  </RoleGuard>
);
export const productCategoriesPage = () => (
  <RoleGuard allow={PRODUCT_ROLES}>
    <ProductCategoriesContainer />
  </RoleGuard>
);
export const salonsPage = () => (
  <RoleGuard allow={SALONS_PAGE_ROLES}>
    <SalonsContainer />
  </RoleGuard>
);
export const servicesPage = () => (
  <RoleGuard allow={SERVICES_ROLES}>
    <ServicesContainer />
  </RoleGuard>
);
export const staffPage = () => (
  <RoleGuard allow={STAFF_PAGE_ROLES}>
    <StaffContainer />
  </RoleGuard>
);
export const stylistsPage = () => (
  <RoleGuard allow={STYLISTS_PAGE_ROLES}>
    <StylistsContainer />
  </RoleGuard>
);
export const videosPage = () => (
  <RoleGuard allow={VIDEOS_ROLES}>
    <VideosContainer />
  </RoleGuard>
);
export const videoDetailPage = () => (
  <RoleGuard allow={VIDEOS_ROLES}>
    <VideoDetailContainer />
  </RoleGuard>
);
export const videoCategoriesPage = () => (
  <RoleGuard allow={VIDEO_CATEGORIES_ROLES}>
    <VideoCategoriesContainer />
  </RoleGuard>
);
