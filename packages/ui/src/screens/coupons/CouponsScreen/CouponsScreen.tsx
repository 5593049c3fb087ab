import { CardsPage } from '@salon/ui/patterns/CardsPage';
import type { PagedItemsState } from '@salon/ui/patterns/PagedCards';
import { IconButton } from '@salon/ui/primitives/IconButton';
import { Skeleton } from '@salon/ui/primitives/Skeleton';
import { Switch } from '@salon/ui/primitives/Switch';
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

export interface CouponsCapabilities {
  add: boolean;
  edit: boolean;
  delete: boolean;
  toggle: boolean;
}

export type CouponsState = PagedItemsState<'coupons', CouponCardView>;

export interface CouponsScreenProps {
  state: CouponsState;
  can: CouponsCapabilities;
  search: string;
  onSearchChange: (value: string) => void;
  onPageChange: (page: number) => void;
  onAdd: () => void;
  onToggle: (id: string, enable: boolean) => void;
  onEdit: (id: string) => void;
  onDelete: (id: string) => void;
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
      addLabel={can.add ? 'Add Coupon' : undefined}
      onAdd={can.add ? onAdd : undefined}
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
            {can.toggle && (
              <Switch
                checked={coupon.enable}
                onChange={(enable) => onToggle(coupon.id, enable)}
                label={`Enable ${coupon.title}`}
                hideLabel
                disabled={pendingIds.includes(coupon.id)}
              />
            )}
            {can.edit && (
              <IconButton icon="edit" label={`Update ${coupon.title}`} onClick={() => onEdit(coupon.id)} />
            )}
            {can.delete && (
              <IconButton
                icon="trash"
                variant="danger"
                label={`Delete ${coupon.title}`}
                onClick={() => onDelete(coupon.id)}
              />
            )}
          </Actions>
        </CardItem>
      )}
    />
  );
}
