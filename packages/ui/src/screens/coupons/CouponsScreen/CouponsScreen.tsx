import { CardControls, type CardCapabilities, type CardHandlers } from '@salon/ui/patterns/CardControls';
import { CardsPage, type PagedSearchProps } from '@salon/ui/patterns/CardsPage';
import type { PagedItemsState } from '@salon/ui/patterns/PagedCards';
import { addButton } from '@salon/ui/patterns/add-button';
import { Skeleton } from '@salon/ui/primitives/Skeleton';
import { Actions, Badge, CardItem, Code, Discount, Facts, Head } from './CouponsScreen.styles';

/** A coupon as its card shows it; texts already formatted. */
export interface CouponCardView {
  id: string;
  title: string;
  code: string;
  /** e.g. '10% off' or '$5.00 off'. */
  discount: string;
  /** e.g. 'Mar 10, 2026'. */
  validFrom: string;
  validTill: string;
  description: string;
  isExpired: boolean;
  enable: boolean;
}

export type CouponsCapabilities = CardCapabilities;

export type CouponsState = PagedItemsState<'coupons', CouponCardView>;

export interface CouponsScreenProps extends PagedSearchProps<CouponsState>, CardHandlers {
  can: CouponsCapabilities;
  onAdd: () => void;
  /** Cards whose enable switch is being saved. */
  pendingIds?: readonly string[];
}

/** /coupon: the salon's coupons as cards, 15 per page (spec 2 §2 "Coupons (admin, salon variant)"). */
export function CouponsScreen({
  state,
  can,
  search,
  onSearchChange,
  onPageChange,
  onAdd,
  onToggle,
  onEdit,
  onDelete,
  pendingIds = [],
}: CouponsScreenProps) {
  return (
    <CardsPage
      title="Coupons"
      searchValue={search}
      onSearchChange={onSearchChange}
      searchPlaceholder="Search Coupon..."
      {...addButton(can.add, 'Add Coupon', onAdd)}
      gap="lg"
      state={state}
      items={state.status === 'ready' ? state.coupons : []}
      minCardWidth="260px"
      label="Coupons"
      loadingLabel="Loading coupons"
      skeleton={
        <CardItem as="div" aria-hidden="true">
          <Skeleton shape="text" lines={5} />
        </CardItem>
      }
      skeletonCount={6}
      emptySubtitle="We could not find any coupon data."
      onPageChange={onPageChange}
      renderItem={(coupon) => (
        <CardItem key={coupon.id}>
          <Head>
            <h2>{coupon.title}</h2>
            {coupon.isExpired ? (
              <Badge $tone="danger">Expired</Badge>
            ) : (
              !coupon.enable && <Badge $tone="muted">Disabled</Badge>
            )}
          </Head>
          <Discount>{coupon.discount}</Discount>
          <Facts>
            <dt>Code</dt>
            <dd>
              <Code>{coupon.code}</Code>
            </dd>
            <dt>Valid from</dt>
            <dd>{coupon.validFrom}</dd>
            <dt>Valid till</dt>
            <dd>{coupon.validTill}</dd>
            {coupon.description && (
              <>
                <dt>Details</dt>
                <dd>{coupon.description}</dd>
              </>
            )}
          </Facts>
          <Actions>
            <CardControls
              id={coupon.id}
              name={coupon.title}
              enabled={coupon.enable}
              can={can}
              editVerb="Update"
              pending={pendingIds.includes(coupon.id)}
              onToggle={onToggle}
              onEdit={onEdit}
              onDelete={onDelete}
            />
          </Actions>
        </CardItem>
      )}
    />
  );
}
