import type { ExportFile } from '@salon/api/exports/schemas';
import { RoleGuard, type AdminPage, type PageCheck } from '@salon/features/core';
import { lazy, type ComponentType, type ReactNode } from 'react';

/**
 * Every page of the admin route table (`@salon/features/core` `ADMIN_ROUTES`), loaded on first visit, so
 * signing in downloads the frame and the sign-in page only. The route table's roles guard each page
 * (routes.tsx); a page with a further check on the address gets it here, read inside its chunk.
 */
function page<M>(load: () => Promise<M>, pick: (area: M) => ComponentType, check?: (area: M) => PageCheck) {
  return lazy(async () => {
    const area = await load();
    const Screen = pick(area);
    if (!check) return { default: Screen };
    const pageCheck = check(area);
    return {
      default: () => (
        <RoleGuard check={pageCheck}>
          <Screen />
        </RoleGuard>
      ),
    };
  });
}

type WithHeaderActions = ComponentType<{ headerActions?: ReactNode }>;

/** A list page with the Export menu of `file` in its header (the exports area, loaded beside it). */
function exporting<M>(load: () => Promise<M>, pick: (area: M) => WithHeaderActions, file: ExportFile) {
  return (area: M): ComponentType => {
    const Screen = pick(area);
    const Export = lazy(async () => ({
      default: (await import('@salon/features/exports')).ExportMenuContainer,
    }));
    return () => <Screen headerActions={<Export file={file} />} />;
  };
}

const users = () => import('@salon/features/clients');
const calendar = () => import('@salon/features/appointments');
const products = () => import('@salon/features/products');
const videos = () => import('@salon/features/videos');
const billing = () => import('@salon/features/billing');
const orders = () => import('@salon/features/orders');
const sales = () => import('@salon/features/sales');

/** The sales report with its Export CSV of the same days (the exports area, loaded beside it). */
function salesReport(area: Awaited<ReturnType<typeof sales>>): ComponentType {
  const Report = area.SalesReportContainer;
  const Export = lazy(async () => ({
    default: (await import('@salon/features/exports')).ExportButtonContainer,
  }));
  return () => <Report exportAction={(range) => <Export file="sales.csv" query={range} />} />;
}

export const ADMIN_PAGES: Record<AdminPage, ComponentType> = {
  dashboard: page(
    () => import('@salon/features/dashboard'),
    (area) => area.DashboardContainer,
  ),
  myProfile: page(
    () => import('@salon/features/profile'),
    (area) => area.MyProfileContainer,
  ),
  users: page(
    users,
    exporting(users, (area) => area.UsersContainer, 'clients.csv'),
  ),
  companies: page(
    () => import('@salon/features/companies'),
    (area) => area.CompaniesContainer,
  ),
  notifications: page(
    () => import('@salon/features/notifications'),
    (area) => area.NotificationsContainer,
  ),
  subscriptionPackages: page(billing, (area) => area.SubscriptionPackagesContainer),
  providerCoupons: page(billing, (area) => area.ProviderCouponsContainer),
  promoCodes: page(billing, (area) => area.PromoCodesContainer),
  coupons: page(
    () => import('@salon/features/coupons'),
    (area) => area.CouponsContainer,
  ),
  appVersions: page(
    () => import('@salon/features/app-versions'),
    (area) => area.AppVersionsContainer,
  ),
  checkIn: page(
    () => import('@salon/features/check-in'),
    (area) => area.CheckInContainer,
  ),
  salons: page(
    () => import('@salon/features/salons'),
    (area) => area.SalonsContainer,
  ),
  staff: page(
    () => import('@salon/features/staff'),
    (area) => area.StaffContainer,
  ),
  stylists: page(
    () => import('@salon/features/stylists'),
    (area) => area.StylistsContainer,
  ),
  products: page(
    products,
    exporting(products, (area) => area.ProductsContainer, 'products.csv'),
  ),
  productDetail: page(products, (area) => area.ProductDetailContainer),
  productCategories: page(products, (area) => area.ProductCategoriesContainer),
  orders: page(
    orders,
    exporting(orders, (area) => area.OrdersContainer, 'orders.csv'),
  ),
  services: page(
    () => import('@salon/features/services'),
    (area) => area.ServicesContainer,
  ),
  videos: page(videos, (area) => area.VideosContainer),
  videoDetail: page(videos, (area) => area.VideoDetailContainer),
  videoCategories: page(videos, (area) => area.VideoCategoriesContainer),
  teamDay: page(calendar, (area) => area.TeamDayContainer),
  stylistCalendar: page(
    calendar,
    exporting(calendar, (area) => area.StylistCalendarContainer, 'appointments.csv'),
    (area) => area.canOpenStylistPage,
  ),
  waitlist: page(
    calendar,
    (area) => area.WaitlistContainer,
    (area) => area.canOpenStylistPage,
  ),
  appSettings: page(
    () => import('@salon/features/app-settings'),
    (area) => area.AppSettingsContainer,
  ),
  websiteSettings: page(
    () => import('@salon/features/website-settings'),
    (area) => area.WebsiteSettingsContainer,
  ),
  bookingSettings: page(
    () => import('./booking-settings-page'),
    (area) => area.BookingSettingsPage,
  ),
  payouts: page(
    () => import('@salon/features/payouts'),
    (area) => area.PayoutsContainer,
  ),
  sales: page(sales, (area) => area.SalesListContainer),
  newSale: page(sales, (area) => area.NewSaleContainer),
  sale: page(sales, (area) => area.CheckoutContainer),
  salesReport: page(sales, salesReport),
  cashDrawer: page(
    () => import('@salon/features/cash-drawer'),
    (area) => area.CashDrawerContainer,
  ),
};
