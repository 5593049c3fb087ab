import type { Role } from '@salon/api/shared/schemas';
import type { ReactNode } from 'react';
import { Navigate, Outlet } from 'react-router-dom';
import { useUserInfo } from './FeaturesProvider';

export interface RoleGuardProps {
  /** Roles that may see the page; everyone else is sent to the dashboard. */
  allow: readonly Role[];
  /** The page; the child routes (`<Outlet/>`) when used as a layout route. */
  children?: ReactNode;
}

/** Per-screen role redirect of spec 1 §6: `<RoleGuard allow={['admin']}>` sends other roles to `/`. */
export function RoleGuard({ allow, children }: RoleGuardProps) {
  const userInfo = useUserInfo();
  if (!userInfo || !allow.includes(userInfo.role)) return <Navigate to="/" replace />;
  return children ?? <Outlet />;
}
