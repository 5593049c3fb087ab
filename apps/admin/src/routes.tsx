import {
  LoginContainer,
  RequireSession,
  ResetPasswordContainer,
  SignInLinkContainer,
  UserSignupContainer,
} from '@salon/features/auth';
import { ADMIN_ROUTES, RoleGuard } from '@salon/features/core';
import { AdminFrameContainer, PageNotFoundPage } from '@salon/features/frame';
import { Skeleton } from '@salon/ui/primitives/Skeleton';
import { Suspense } from 'react';
import { Outlet, Route, Routes } from 'react-router-dom';
import { ADMIN_PAGES } from './pages';

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
      {/* The paid onboarding hands its new owner over here (a one-time token in the fragment). */}
      <Route path="/welcome" element={<SignInLinkContainer />} />
      <Route
        element={
          <RequireSession>
            <AdminFrameContainer />
          </RequireSession>
        }
      >
        <Route element={<PageLoader />}>
          {ADMIN_ROUTES.map(({ path, page, roles }) => {
            const Page = ADMIN_PAGES[page];
            return (
              <Route
                key={path}
                path={path}
                element={
                  roles ? (
                    <RoleGuard allow={roles}>
                      <Page />
                    </RoleGuard>
                  ) : (
                    <Page />
                  )
                }
              />
            );
          })}
        </Route>
        <Route path="*" element={<PageNotFoundPage />} />
      </Route>
    </Routes>
  );
}
