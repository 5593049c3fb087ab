import type { ReactNode } from 'react';
import { Navigate, Outlet, useParams } from 'react-router-dom';
import { useShopCustomer } from './customer-session';

/**
 * The website's route guard for a customer's own pages (`/salon/{salonName}/order-history`, …): without
 * a signed-in customer of this salon, the salon's login. Used by the route table, never by a container.
 */
export function RequireCustomer({ children }: { children?: ReactNode }) {
  const { salonName = '' } = useParams<{ salonName: string }>();
  const customer = useShopCustomer(salonName);
  if (!customer) return <Navigate to={`/salon/${salonName}/login`} replace />;
  return children ?? <Outlet />;
}
