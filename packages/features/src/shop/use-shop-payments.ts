import { getShopPayments } from '@salon/api/payouts/endpoints';
import { useApiQuery } from '../core';
import { shopKeys } from './keys';

/**
 * Whether the salon's shop takes card payments now (`GET /payouts/shop`): while its payouts are not
 * set up, the cart and the checkout show the server's message instead of the checkout.
 */
export function useShopPayments(salonName: string) {
  const query = useApiQuery(shopKeys.payments(salonName), getShopPayments, { query: { name: salonName } });
  return query.data && !query.data.cardPayments ? (query.data.message ?? '') : null;
}
