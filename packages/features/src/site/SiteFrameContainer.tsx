import { SiteFooter } from '@salon/ui/screens/site/SiteFooter';
import { SiteHeader } from '@salon/ui/screens/site/SiteHeader';
import { SiteLayout } from '@salon/ui/screens/site/SiteLayout';
import { Spinner } from '@salon/ui/primitives/Spinner';
import { useEffect, useMemo, type ReactNode } from 'react';
import { Navigate, Outlet, useNavigate, useParams } from 'react-router-dom';
import { errorMessage } from '../core';
import { SiteContext, type SiteContextValue } from './site-context';
import { useWebsiteInfo } from './use-website-info';

export interface SiteFrameContainerProps {
  /** The signed-in customer's name, or null for a visitor (the header shows Login instead). */
  customerName?: string | null;
  onLogout?: () => void;
  onLoginClick?: () => void;
  cartCount?: number;
  onCartClick?: () => void;
  /** The page; defaults to the route's `<Outlet />`. */
  children?: ReactNode;
  /** The frame's modals and panels (login, cart): drawn in the salon's colour like the page. */
  overlays?: ReactNode;
}

/**
 * The frame of every page under `/salon/:salonName`: loads the salon's website info, sends an unknown
 * or disabled salon to `/salon/404`, names the salon in the page title, and draws the header and footer
 * in the salon's colour.
 *
 * How a page plugs in: make it a child route of the frame's route (`apps/website/src/routes.tsx`); it
 * renders only its own content (no header or footer) and reads the salon with `useSite()` (its
 * `info.salon._id`, `timeZone`, texts) instead of fetching the website info again. The login modal,
 * the customer and the cart come in through the props above: the app composes them from the customer
 * and shop areas (`apps/website/src/site-frame.tsx`).
 */
export function SiteFrameContainer({
  customerName = null,
  onLogout = () => undefined,
  onLoginClick = () => undefined,
  cartCount = 0,
  onCartClick = () => undefined,
  children,
  overlays,
}: SiteFrameContainerProps) {
  const { salonName = '' } = useParams<{ salonName: string }>();
  const navigate = useNavigate();
  const { data: info, error } = useWebsiteInfo(salonName);
  const basePath = `/salon/${salonName}`;

  useEffect(() => {
    if (info) document.title = `${info.salon.name} | ${info.websiteTitle}`;
  }, [info]);

  const site = useMemo<SiteContextValue | null>(
    () => (info ? { salonName, basePath, info } : null),
    [info, salonName, basePath],
  );

  if (error?.status === 404 || (error?.status === 400 && !info)) return <Navigate to="/salon/404" replace />;
  if (!site) {
    return (
      <main aria-busy="true" style={{ padding: 48, textAlign: 'center' }}>
        {error ? <p role="alert">{errorMessage(error)}</p> : <Spinner label="Loading the salon" />}
      </main>
    );
  }
  const { salon } = site.info;
  return (
    <SiteContext.Provider value={site}>
      <SiteLayout
        bgColor={site.info.bgColor}
        overlays={overlays}
        header={
          <SiteHeader
            salonName={salon.name}
            logoUrl={site.info.websiteLogoImageURL ?? salon.photo}
            basePath={basePath}
            customerName={customerName}
            cartCount={cartCount}
            onNavigate={(path) => navigate(path)}
            onLoginClick={onLoginClick}
            onLogout={onLogout}
            onCartClick={onCartClick}
          />
        }
        footer={
          <SiteFooter
            salonName={salon.name}
            phone={salon.phone}
            address={salon.address}
            email={salon.email}
          />
        }
      >
        {children ?? <Outlet />}
      </SiteLayout>
    </SiteContext.Provider>
  );
}
