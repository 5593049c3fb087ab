import {
  LoginContainer,
  RequireSession,
  ResetPasswordContainer,
  UserSignupContainer,
} from '@salon/features/auth';
import { AdminFrameContainer, PlaceholderPage } from '@salon/features/frame';
import { Skeleton } from '@salon/ui/primitives/Skeleton';
import { Suspense, type ComponentType } from 'react';
import { Outlet, Route, Routes } from 'react-router-dom';
import * as pages from './pages';

/** Screens that later issues build; until then each route says which issue brings it. */
const upcoming: Array<{ path: string; title: string; issue: string }> = [];

const routes: Array<{ path: string; Page: ComponentType }> = [
  { path: '/', Page: pages.DashboardPage },
  { path: '/my-profile', Page: pages.MyProfilePage },
  { path: '/users', Page: pages.UsersPage },
  { path: '/user', Page: pages.UsersPage },
  { path: '/company', Page: pages.CompaniesPage },
  { path: '/notification', Page: pages.NotificationsPage },
  { path: '/appversion', Page: pages.AppVersionsPage },
  { path: '/subscription', Page: pages.SubscriptionPackagesPage },
  { path: '/coupon-bookb', Page: pages.ProviderCouponsPage },
  { path: '/coupon', Page: pages.CouponsPage },
  { path: '/promo-codes', Page: pages.PromoCodesPage },
  { path: '/check-in', Page: pages.CheckInPage },
  { path: '/salon', Page: pages.SalonsPage },
  { path: '/salon-role-manger', Page: pages.StaffPage },
  { path: '/stylist', Page: pages.StylistsPage },
  { path: '/products', Page: pages.ProductsPage },
  { path: '/products/:id', Page: pages.ProductDetailPage },
  { path: '/product-categories', Page: pages.ProductCategoriesPage },
  { path: '/order-history', Page: pages.OrdersPage },
  { path: '/services', Page: pages.ServicesPage },
  { path: '/videos', Page: pages.VideosPage },
  { path: '/videos/:id', Page: pages.VideoDetailPage },
  { path: '/video-categories', Page: pages.VideoCategoriesPage },
  { path: '/stylist-sessions/:stylistId', Page: pages.StylistCalendarPage },
  { path: '/stylist-sessions/:stylistId/:stylistName', Page: pages.StylistCalendarPage },
  { path: '/waitlist/:stylistId/:stylistName', Page: pages.WaitlistPage },
  { path: '/app-setting', Page: pages.AppSettingsPage },
  { path: '/website-setting', Page: pages.WebsiteSettingsPage },
];

/** While an area's screens download, the frame stays and the page area shows a placeholder. */
function PageLoader() {
  return (
    <Suspense fallback={<Skeleton shape="block" height="240px" />}>
      <Outlet />
    </Suspense>
  );
}

export function AppRoutes() {
  return (
    <Routes>
      <Route path="/login" element={<LoginContainer />} />
      <Route path="/user-signup" element={<UserSignupContainer />} />
      <Route path="/reset-password" element={<ResetPasswordContainer />} />
      <Route
        element={
          <RequireSession>
            <AdminFrameContainer />
          </RequireSession>
        }
      >
        <Route element={<PageLoader />}>
          {routes.map(({ path, Page }) => (
            <Route key={path} path={path} element={<Page />} />
          ))}
        </Route>
        {upcoming.map(({ path, title, issue }) => (
          <Route key={path} path={path} element={<PlaceholderPage title={title} issue={issue} />} />
        ))}
        <Route path="*" element={<PlaceholderPage title="Page not found" issue="" />} />
      </Route>
    </Routes>
  );
}
