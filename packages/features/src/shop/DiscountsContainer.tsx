import { WEBSITE_COUPON_PAGE_SIZE, type WebsiteCoupon } from '@salon/api/coupons/schemas';
import {
  DiscountsScreen,
  type DiscountsState,
  type DiscountView,
} from '@salon/ui/screens/shop/DiscountsScreen';
import { useParams } from 'react-router-dom';
import { listState, useAddressPagedSearch, useSiteMoney } from '../core';
import { discountText, validityText } from './shop-text';
import { useWebsiteCoupons } from './use-website-coupons';

export interface DiscountsContainerProps {
  /** A fixed "today" (stories); the browser's otherwise. */
  now?: Date;
}

/** /salon/{salonName}/discounts: the salon's current coupons, 12 per page, searched on the server. */
export function DiscountsContainer({ now }: DiscountsContainerProps) {
  const { salonName = '' } = useParams<{ salonName: string }>();
  const format = useSiteMoney(salonName);
  const { search, setSearch, page, setPage, filterValue } = useAddressPagedSearch();
  const list = useWebsiteCoupons({
    name: salonName,
    pageNumber: page,
    pageSize: WEBSITE_COUPON_PAGE_SIZE,
    filterValue,
  });
  const today = (now ?? new Date()).toISOString().slice(0, 10);
  const toView = (coupon: WebsiteCoupon): DiscountView => ({
    id: coupon._id,
    title: coupon.title,
    discount: discountText(coupon, format),
    code: coupon.code,
    validity: validityText(coupon, today),
    description: coupon.description,
  });
  const state: DiscountsState = listState(list, (data) => ({
    discounts: data.result.map(toView),
    page,
    pageCount: data.totalPageSize,
  }));
  return <DiscountsScreen state={state} search={search} onSearchChange={setSearch} onPageChange={setPage} />;
}
