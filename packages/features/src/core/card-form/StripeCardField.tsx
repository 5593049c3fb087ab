import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { loadStripe, type Stripe } from '@stripe/stripe-js';
import { useEffect, useMemo } from 'react';
import type { StripeCard, StripeCardFieldProps } from './stripe-card';

const loaded = new Map<string, Promise<Stripe | null>>();

/** Stripe.js once per key (it injects js.stripe.com's script). */
function stripeFor(key: string): Promise<Stripe | null> {
  let promise = loaded.get(key);
  if (!promise) {
    promise = loadStripe(key);
    loaded.set(key, promise);
  }
  return promise;
}

/**
 * The client's step of a PaymentIntent our server tried off-session (a fee's payment link): no card
 * element, the card is on file. An off-session attempt the bank refused (`authentication_required`)
 * leaves the intent `requires_payment_method`, which has no next action: it is confirmed again now, on
 * session, with the saved card, and 3-D Secure runs if the bank asks (Stripe's "Charge a saved payment
 * method later"). An intent in `requires_action` gets its next action. Answers an error message, or
 * null when the client completed it.
 */
export async function authenticateIntent(
  publishableKey: string,
  clientSecret: string,
): Promise<string | null> {
  const stripe = await stripeFor(publishableKey);
  if (!stripe) return 'The payment form could not load';
  const { paymentIntent, error: unreadable } = await stripe.retrievePaymentIntent(clientSecret);
  if (!paymentIntent) return unreadable?.message ?? 'The payment could not be found';
  if (paymentIntent.status === 'requires_action') {
    const { error } = await stripe.handleNextAction({ clientSecret });
    return error?.message ?? null;
  }
  if (
    paymentIntent.status !== 'requires_payment_method' &&
    paymentIntent.status !== 'requires_confirmation'
  ) {
    return null; // settled already: the server reads where it stands
  }
  const method = paymentIntent.payment_method ?? paymentIntent.last_payment_error?.payment_method;
  const methodId = typeof method === 'string' ? method : method?.id;
  const { error } = await stripe.confirmCardPayment(
    clientSecret,
    methodId ? { payment_method: methodId } : {},
  );
  return error?.message ?? null;
}

/** Hands the container the calls it needs once Stripe and the element are ready. */
function Bridge({ onReady }: Pick<StripeCardFieldProps, 'onReady'>) {
  const stripe = useStripe();
  const elements = useElements();
  useEffect(() => {
    if (!stripe || !elements) return onReady(null);
    const card: StripeCard = {
      async submit() {
        const { error } = await elements.submit();
        return error?.message ?? null;
      },
      async confirmPayment(clientSecret) {
        const { error } = await stripe.confirmPayment({
          elements,
          clientSecret,
          redirect: 'if_required',
          confirmParams: { return_url: window.location.href },
        });
        return error?.message ?? null;
      },
      async createPaymentMethod() {
        const { paymentMethod, error } = await stripe.createPaymentMethod({ elements });
        return paymentMethod ? { id: paymentMethod.id } : { error: error?.message ?? 'Card refused' };
      },
      async handleNextAction(clientSecret) {
        const { error } = await stripe.handleNextAction({ clientSecret });
        return error?.message ?? null;
      },
    };
    onReady(card);
    return () => onReady(null);
  }, [stripe, elements, onReady]);
  return <PaymentElement />;
}

/**
 * Stripe's Payment Element in deferred mode (no intent yet: our server creates it on Pay). Loaded only
 * through `LazyStripeCardField`, so Stripe's code never weighs on a page that does not use it.
 */
export default function StripeCardField({
  publishableKey,
  mode,
  amount,
  currency = 'usd',
  onBehalfOf,
  onReady,
}: StripeCardFieldProps) {
  const stripe = useMemo(() => stripeFor(publishableKey), [publishableKey]);
  return (
    <Elements
      stripe={stripe}
      options={
        mode === 'setup'
          ? {
              mode,
              currency: currency.toLowerCase(),
              setupFutureUsage: 'off_session',
              paymentMethodCreation: 'manual',
              // Stripe requires the Elements' business of record to be the SetupIntent's `on_behalf_of`.
              ...(onBehalfOf ? { onBehalfOf } : {}),
            }
          : {
              mode,
              amount,
              currency: currency.toLowerCase(),
              ...(mode === 'subscription' ? {} : { paymentMethodCreation: 'manual' as const }),
            }
      }
    >
      <Bridge onReady={onReady} />
    </Elements>
  );
}
