import type { UserInfo } from '@salon/api/auth/schemas';
import type { Role } from '@salon/api/shared/schemas';
import type { ReactNode } from 'react';
import { Navigate, Outlet, useParams, type Params } from 'react-router-dom';
import { useUserInfo } from './FeaturesProvider';

/** A page check that needs the route: a stylist opens only their own calendar. */
export type PageCheck = (viewer: UserInfo, params: Readonly<Params>) => boolean;

export interface RoleGuardProps {
  /** Roles that may see the page; everyone else is sent to the dashboard. */
  allow?: readonly Role[];
  /** A further check on the viewer and the route's params; a viewer it refuses is sent to the dashboard. */
  check?: PageCheck;
  /** The page; the child routes (`<Outlet/>`) when used as a layout route. */
  children?: ReactNode;
}

/**
 * The page guard of spec 1 §6, used by the apps' route tables (and by the catalogue stories around a
 * container): `<RoleGuard allow={['admin']}>` sends other roles to `/`. Containers never redirect.
 */
export function RoleGuard({ allow, check, children }: RoleGuardProps) {
  const userInfo = useUserInfo();
  const params = useParams();
  const allowed =
    userInfo !== null && (!allow || allow.includes(userInfo.role)) && (!check || check(userInfo, params));
  if (!allowed) return <Navigate to="/" replace />;
  return children ?? <Outlet />;
}
