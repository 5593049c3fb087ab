import { EmptyState } from '@salon/ui/patterns/EmptyState';
import { PageHeader } from '@salon/ui/patterns/PageHeader';
import { Button } from '@salon/ui/primitives/Button';
import { Card } from '@salon/ui/primitives/Card';
import { Pagination } from '@salon/ui/primitives/Pagination';
import { Skeleton } from '@salon/ui/primitives/Skeleton';
import {
  Actions,
  CardBody,
  CardTitle,
  ErrorText,
  Figure,
  Footer,
  Grid,
  Muted,
  Page,
} from '../BillingCards.styles';

export interface ProviderCouponCardView {
  id: string;
  name: string;
  /** The discount as shown, e.g. '$10.00 off'. */
  discount: string;
  /** The duration as shown, e.g. 'Once' or 'Repeating, 3 months'. */
  duration: string;
}

export type ProviderCouponsState =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; coupons: ProviderCouponCardView[]; page: number; pageCount: number };

export interface ProviderCouponsScreenProps {
  state: ProviderCouponsState;
  can: { manage: boolean };
  searchValue: string;
  onSearchChange: (value: string) => void;
  onPageChange: (page: number) => void;
  onAdd: () => void;
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
  searchValue,
  onSearchChange,
  onPageChange,
  onAdd,
  onEdit,
  onDelete,
}: ProviderCouponsScreenProps) {
  return (
    <Page>
      <PageHeader
        title="Coupons"
        searchValue={searchValue}
        onSearchChange={onSearchChange}
        searchPlaceholder="Search Coupon..."
        addLabel={can.manage ? 'Add Coupon' : undefined}
        onAdd={can.manage ? onAdd : undefined}
      />
      {state.status === 'error' ? (
        <ErrorText role="alert">{state.message}</ErrorText>
      ) : state.status === 'loading' ? (
        <Grid aria-busy="true" aria-label="Coupons">
          {Array.from({ length: 3 }, (_, index) => (
            <Card as="li" key={index}>
              <Skeleton shape="text" lines={3} />
            </Card>
          ))}
        </Grid>
      ) : state.coupons.length === 0 ? (
        <EmptyState subtitle="We could not find any coupon data." />
      ) : (
        <Grid aria-label="Coupons">
          {state.coupons.map((coupon) => (
            <Card as="li" key={coupon.id} aria-label={coupon.name}>
              <CardBody>
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
              </CardBody>
            </Card>
          ))}
        </Grid>
      )}
      {state.status === 'ready' && state.pageCount > 1 && (
        <Footer>
          <Pagination page={state.page} pageCount={state.pageCount} onPageChange={onPageChange} />
        </Footer>
      )}
    </Page>
  );
}
