import { lazy, Suspense } from 'react';
import type { StripeCardFieldProps } from './stripe-card';

const StripeCardField = lazy(() => import('./StripeCardField'));

/** The Payment Element, fetched with Stripe's libraries only when a Stripe card form is shown. */
export function LazyStripeCardField(props: StripeCardFieldProps) {
  return (
    <Suspense fallback={<p role="status">Loading the card form…</p>}>
      <StripeCardField {...props} />
    </Suspense>
  );
}
