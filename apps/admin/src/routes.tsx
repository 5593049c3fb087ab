import { LoginContainer, RequireSession } from '@salon/features/auth';
import { ADMIN_ROUTES, RoleGuard } from '@salon/features/core';
import { AdminFrameContainer, PageNotFoundPage } from '@salon/features/frame';
import { Skeleton } from '@salon/ui/primitives/Skeleton';
import { lazy, Suspense, type ReactNode } from 'react';
import { Outlet, Route, Routes } from 'react-router-dom';
import { ADMIN_PAGES } from './pages';

// Sign-up and the pages an e-mail's link opens load on visit: they stay out of the first load of every
// signed-in page (the dashboard's script budget, docs/performance.md).
const UserSignupContainer = lazy(() =>
  import('@salon/features/auth/signup').then((entry) => ({ default: entry.UserSignupContainer })),
);
const fromLink = () => import('@salon/features/auth/from-link');
const ResetPasswordContainer = lazy(() =>
  fromLink().then((entry) => ({ default: entry.ResetPasswordContainer })),
);
const SignInLinkContainer = lazy(() => fromLink().then((entry) => ({ default: entry.SignInLinkContainer })));

/** A page outside the frame, drawn once its code has loaded. */
function Loaded({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}

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
      <Route
        path="/user-signup"
        element={
          <Loaded>
            <UserSignupContainer />
          </Loaded>
        }
      />
      <Route
        path="/reset-password"
        element={
          <Loaded>
            <ResetPasswordContainer />
          </Loaded>
        }
      />
      {/* The paid onboarding hands its new owner over here (a one-time token in the fragment). */}
      <Route
        path="/welcome"
        element={
          <Loaded>
            <SignInLinkContainer />
          </Loaded>
        }
      />
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
