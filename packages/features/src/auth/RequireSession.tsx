import type { ReactNode } from 'react';
import { Navigate, Outlet } from 'react-router-dom';
import { useUserInfo } from '../core';

export interface RequireSessionProps {
  /** What to show when signed in; the child routes (`<Outlet/>`) when used as a layout route. */
  children?: ReactNode;
}

/** Sends visitors without a session to /login. */
export function RequireSession({ children }: RequireSessionProps) {
  const userInfo = useUserInfo();
  if (!userInfo) return <Navigate to="/login" replace />;
  return children ?? <Outlet />;
}
