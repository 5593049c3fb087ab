import { ListCard } from '@salon/ui/patterns/ListCard';
import type { ListPageProps } from '@salon/ui/patterns/ListScreen';
import type { PagedItemsState } from '@salon/ui/patterns/PagedCards';
import { addButton } from '@salon/ui/patterns/add-button';
import { Button } from '@salon/ui/primitives/Button';
import { Actions, CardTitle, Figure, Muted } from '../BillingCards.styles';
import { BillingCardsPage } from '../BillingCardsPage';

export interface ProviderCouponCardView {
  id: string;
  name: string;
  /** The discount as shown, e.g. '$10.00 off'. */
  discount: string;
  /** The duration as shown, e.g. 'Once' or 'Repeating, 3 months'. */
  duration: string;
}

export type ProviderCouponsState = PagedItemsState<'coupons', ProviderCouponCardView>;

export interface ProviderCouponsScreenProps extends Pick<
  ListPageProps<ProviderCouponCardView>,
  'searchValue' | 'onSearchChange' | 'onPageChange' | 'onAdd'
> {
  state: ProviderCouponsState;
  can: { manage: boolean };
  onEdit: (coupon: ProviderCouponCardView) => void;
  onDelete: (coupon: ProviderCouponCardView) => void;
}

/**
 * /coupon-bookb: the card payment provider's coupons as cards with their name and duration (spec 2 §2
 * "Coupons", second variant): search, 'Add Coupon', pages, update and delete.
 */
export function ProviderCouponsScreen({
  state,
  can,
  onAdd,
  onEdit,
  onDelete,
  ...paging
}: ProviderCouponsScreenProps) {
  return (
    <BillingCardsPage
      {...paging}
      title="Coupons"
      searchPlaceholder="Search Coupon..."
      {...addButton(can.manage, 'Add Coupon', onAdd)}
      state={state}
      items={state.status === 'ready' ? state.coupons : []}
      label="Coupons"
      skeletonLines={3}
      emptySubtitle="We could not find any coupon data."
      pagesInFooter
      renderItem={(coupon) => (
        <ListCard key={coupon.id} label={coupon.name}>
          <CardTitle>{coupon.name}</CardTitle>
          <Figure>{coupon.discount}</Figure>
          <Muted>Duration: {coupon.duration}</Muted>
          {can.manage && (
            <Actions>
              <Button variant="secondary" size="sm" onClick={() => onEdit(coupon)}>
                Update Coupon
              </Button>
              <Button variant="danger" size="sm" onClick={() => onDelete(coupon)}>
                Delete Coupon
              </Button>
            </Actions>
          )}
        </ListCard>
      )}
    />
  );
}
