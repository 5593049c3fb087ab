import { LogoutModal } from '@salon/ui/screens/frame/LogoutModal';
import { AppFrame, type FrameViewerState } from '@salon/ui/screens/frame/AppFrame';
import { useEffect, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router-dom';
import {
  errorMessage,
  useAppMenu,
  useProfile,
  useSessionStore,
  useSubscriptionDetail,
  useUserInfo,
} from '../core';
import { FrameLink } from './FrameLink';
import { readFrameLayout, saveFrameLayout } from './frame-layout';
import { frameCapabilities, profileNavItem, roleLabel, sidebarFor } from './policies';
import { SalonSwitcherContainer } from './SalonSwitcherContainer';
import { sessionVerdict } from './session-rules';
import { subscriptionNotice } from './subscription-notice';
import { useLogout } from './use-logout';

/**
 * Layout route of every signed-in admin page: loads the user info (a skeleton meanwhile), applies the
 * session rules of spec 1 §4, and renders the sidebar for the role with the page as `<Outlet/>`.
 */
export function AdminFrameContainer() {
  const userInfo = useUserInfo();
  const session = useSessionStore();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const profile = useProfile(userInfo?._id);
  // Videos and Check-in join the sidebar when the salon's app menu has them on.
  const appMenu = useAppMenu();
  // The owner is told on every page when the plan needs renewing (the ended-subscription rule).
  const subscription = useSubscriptionDetail(Boolean(userInfo && frameCapabilities(userInfo.role).viewPlan));
  const { trigger: logout, isMutating: loggingOut } = useLogout();
  const [logoutOpen, setLogoutOpen] = useState(false);
  const reported = useRef<unknown>(null);
  // The sidebar's collapse survives a reload; the phone menu always starts closed.
  const [layout] = useState(readFrameLayout);

  useEffect(() => {
    const verdict = sessionVerdict({ error: profile.error, profile: profile.data });
    if (verdict.end) {
      if (verdict.toast) toast.error(verdict.toast);
      session.set(null);
      navigate('/login', { replace: true });
    } else if (profile.error && reported.current !== profile.error) {
      reported.current = profile.error;
      toast.error(errorMessage(profile.error));
    }
  }, [profile.error, profile.data, session, navigate]);

  if (!userInfo) return <Navigate to="/login" replace />;

  const viewer: FrameViewerState =
    profile.data && !profile.error
      ? { status: 'ready', name: profile.data.name, roleLabel: roleLabel(profile.data.role) }
      : profile.error
        ? { status: 'ready', name: userInfo.name, roleLabel: roleLabel(userInfo.role) }
        : { status: 'loading' };

  const confirmLogout = async () => {
    try {
      await logout();
    } catch {
      // Signing out locally is what matters; a failed server call changes nothing for the user.
    }
    setLogoutOpen(false);
    session.set(null);
    navigate('/login', { replace: true });
  };

  return (
    <>
      <AppFrame
        viewer={viewer}
        items={sidebarFor(userInfo, appMenu.data)}
        profileItem={profileNavItem}
        currentPath={pathname}
        linkComponent={FrameLink}
        headerSlot={frameCapabilities(userInfo.role).switchSalon ? <SalonSwitcherContainer /> : undefined}
        onLogout={() => setLogoutOpen(true)}
        defaultCollapsed={layout.collapsed}
        onCollapsedChange={(collapsed) => saveFrameLayout({ collapsed })}
        notice={subscriptionNotice(subscription.data)}
      >
        <Outlet />
      </AppFrame>
      <LogoutModal
        open={logoutOpen}
        submitting={loggingOut}
        onConfirm={confirmLogout}
        onCancel={() => setLogoutOpen(false)}
      />
    </>
  );
}
