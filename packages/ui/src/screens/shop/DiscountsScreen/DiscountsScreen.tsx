import type { PagedSearchProps } from '@salon/ui/patterns/CardsPage';
import type { PagedItemsState } from '@salon/ui/patterns/PagedCards';
import { Skeleton } from '@salon/ui/primitives/Skeleton';
import { Amount, Code, Page, Ticket } from './DiscountsScreen.styles';

/** A public coupon as its ticket shows it; texts already formatted. */
export interface DiscountView {
  id: string;
  title: string;
  /** '10% off' or '$5.00 off'. */
  discount: string;
  code: string;
  /** 'Valid till Apr 15, 2026', or 'From Apr 1, 2026 till Apr 30, 2026' for one not started yet. */
  validity: string;
  description: string;
}

export type DiscountsState = PagedItemsState<'discounts', DiscountView>;

export type DiscountsScreenProps = PagedSearchProps<DiscountsState>;

/** /salon/{salonName}/discounts: the salon's current coupons, 12 per page (spec 2 §2, §9). */
export function DiscountsScreen({ state, search, onSearchChange, onPageChange }: DiscountsScreenProps) {
  return (
    <Page
      title="Discounts"
      searchValue={search}
      onSearchChange={onSearchChange}
      searchPlaceholder="Search Coupon..."
      gap="lg"
      state={state}
      items={state.status === 'ready' ? state.discounts : []}
      label="Discounts"
      loadingLabel="Loading discounts"
      skeleton={
        <Ticket as="div" aria-hidden="true">
          <Skeleton shape="text" lines={4} />
        </Ticket>
      }
      skeletonCount={4}
      emptyTitle="No data found !"
      emptySubtitle="There are no discounts right now. Please check back later."
      onPageChange={onPageChange}
      renderItem={(discount) => (
        <Ticket key={discount.id}>
          <h2>{discount.title}</h2>
          <Amount>{discount.discount}</Amount>
          <Code aria-label={`Code ${discount.code}`}>{discount.code}</Code>
          <p>{discount.validity}</p>
          {discount.description && <p>{discount.description}</p>}
        </Ticket>
      )}
    />
  );
}
