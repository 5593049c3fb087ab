import { CardsPage, type CardsPageProps } from '@salon/ui/patterns/CardsPage';
import { Card } from '@salon/ui/primitives/Card';
import { Skeleton } from '@salon/ui/primitives/Skeleton';

export type BillingCardsPageProps<Item> = Omit<
  CardsPageProps<Item>,
  'minCardWidth' | 'skeleton' | 'skeletonCount' | 'boxedError'
> & {
  /** Lines of text in each of the three placeholder cards. */
  skeletonLines: number;
};

/** A card page of the platform's pricing: cards at least 280px wide (one column on a phone), a boxed error. */
export function BillingCardsPage<Item>({ skeletonLines, ...page }: BillingCardsPageProps<Item>) {
  return (
    <CardsPage
      {...page}
      minCardWidth="min(100%, 280px)"
      skeleton={
        <Card as="li">
          <Skeleton shape="text" lines={skeletonLines} />
        </Card>
      }
      skeletonCount={3}
      boxedError
    />
  );
}
