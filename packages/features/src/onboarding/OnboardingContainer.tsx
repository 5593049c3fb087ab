import type { OnboardingPaymentResult, OnboardSignupBody } from '@salon/api/onboarding/schemas';
import {
  OnboardingScreen,
  type OnboardingPackage,
  type OnboardingScreenProps,
  type OnboardingValues,
} from '@salon/ui/screens/onboarding/OnboardingScreen';
import { useCallback, useMemo, useRef, useState } from 'react';
import { usePublicPackages } from './use-public-packages';
import { cardFormOf } from '../core/card-form/card-form-choice';
import { LazyStripeCardField } from '../core/card-form/LazyStripeCardField';
import type { StripeCard } from '../core/card-form/stripe-card';
import { usePaymentConfig } from '../core/card-form/use-payment-config';
import { useOnboardConfirm } from './use-onboard-confirm';
import { useOnboardDone } from './use-onboard-done';
import { useOnboardSignup } from './use-onboard-signup';
import { usePublicPromoCodes } from './use-public-promo-codes';

export interface OnboardingContainerProps {
  /** Login on the success view; the admin app's sign-in by default. */
  onLogin?: () => void;
  /**
   * The owner's one-time sign-in token after paying: the admin app exchanges it at `/welcome` and opens
   * the new salon's dashboard (the token in the fragment, which no server sees).
   */
  onSignedIn?: (token: string) => void;
  /** Stories start on a later step. */
  initialStep?: number;
  initialValues?: OnboardingValues;
  initialPackage?: OnboardingPackage;
}

type Payment = OnboardingScreenProps['payment'];

function newKey(): string {
  return `onb-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}

/** With Stripe the card stays in the Payment Element: the body carries this stand-in for its number. */
const STRIPE_CARD = 'payment-element';

function bodyOf(values: OnboardingValues, pkg: OnboardingPackage, key: string): OnboardSignupBody {
  const { confirmPassword: _confirm, ...salon } = values.salon;
  return {
    salon: { ...salon, email: salon.email.trim().toLowerCase() },
    stylist: values.stylists.map((stylist) => ({
      ...stylist,
      gender: stylist.gender || 'other',
    })),
    maxCalendar: pkg.calendars,
    businessHours: values.hours.map((day) => ({
      day: day.day,
      slot: day.open ? day.ranges : [],
    })),
    payment: { id: values.card, ...(values.promoCodeId ? { promotion_code: values.promoCodeId } : {}) },
    subscription: { package: pkg.id, plan: pkg.plan.id, maxCalendar: pkg.calendars },
    idempotencyKey: key,
  };
}

/** The onboarding wizard at `/register`: packages, promotion codes, the sign-up and its payment. */
export function OnboardingContainer(props: OnboardingContainerProps) {
  const [interval, setBillingInterval] = useState<'month' | 'year'>(
    props.initialPackage?.plan.interval ?? 'month',
  );
  const packages = usePublicPackages(interval);
  const promoCodes = usePublicPromoCodes();
  const signup = useOnboardSignup();
  const confirm = useOnboardConfirm();
  const done = useOnboardDone();
  const [payment, setPayment] = useState<Payment>({ status: 'idle' });
  const pending = useRef<{ result: OnboardingPaymentResult; plan: string } | null>(null);
  // One key per payment attempt: a double click or a retry sends the same one.
  const key = useRef(newKey());
  // Stripe's Payment Element when the server runs Stripe, else the offline test-card field.
  const paymentConfig = usePaymentConfig().data;
  const cardForm = cardFormOf(paymentConfig);
  const stripeCard = useRef<StripeCard | null>(null);
  const [selected, setSelected] = useState<OnboardingPackage | null>(props.initialPackage ?? null);

  const setStripeCard = useCallback((card: StripeCard | null) => {
    stripeCard.current = card;
  }, []);

  const shown = useMemo<OnboardingPackage[]>(
    () =>
      (packages.data ?? []).flatMap((pkg) => {
        const plan = pkg.plans.find((candidate) => candidate.interval === interval && candidate.active);
        return plan
          ? [
              {
                id: pkg.id,
                name: pkg.name,
                description: pkg.description,
                calendars: pkg.metadata.calendars,
                plan: { id: plan.id, amount: plan.amount, interval: plan.interval },
              },
            ]
          : [];
      }),
    [packages.data, interval],
  );

  /** Activates the salon; the paying browser (it has the secret) is handed to the dashboard, signed in. */
  const finish = async (clientId: string, plan: string, clientSecret?: string | null) => {
    const result = await done.trigger({
      clientId,
      plan,
      ...(clientSecret ? { client_secret: clientSecret } : {}),
    });
    setPayment({ status: 'success' });
    if (result.signInToken) {
      (
        props.onSignedIn ?? ((token) => window.location.assign(`/welcome#token=${encodeURIComponent(token)}`))
      )(result.signInToken);
    }
  };

  /** A declined card created nothing: the next attempt is a new one. Other errors keep the key. */
  const fail = (msg: string, declined = false) => {
    if (declined) key.current = newKey();
    setPayment({ status: 'fail', msg });
  };

  const onPay = async (values: OnboardingValues, pkg: OnboardingPackage) => {
    if (signup.isMutating) return;
    setSelected(pkg);
    try {
      if (cardForm.kind === 'stripe') return await payWithStripe(values, pkg);
      const result = await signup.trigger(bodyOf(values, pkg, key.current));
      if (result.status === 'fail') return fail(result.msg ?? 'Payment failed', true);
      pending.current = { result, plan: pkg.plan.id };
      if (result.status === 'requires_action') setPayment({ status: 'requires_action' });
      else await finish(result.clientId!, pkg.plan.id, result.client_secret);
    } catch (error) {
      fail(error instanceof Error ? error.message : 'Something went wrong.');
    }
  };

  /** Validate the element, create the incomplete subscription, pay its first invoice in the browser. */
  const payWithStripe = async (values: OnboardingValues, pkg: OnboardingPackage) => {
    const card = stripeCard.current;
    if (!card) return fail('The card form is still loading');
    const invalid = await card.submit();
    if (invalid) return fail(invalid);
    const result = await signup.trigger(bodyOf({ ...values, card: STRIPE_CARD }, pkg, key.current));
    if (result.status === 'fail') return fail(result.msg ?? 'Payment failed', true);
    if (result.status === 'requires_action' && result.client_secret) {
      const refused = await card.confirmPayment(result.client_secret);
      if (refused) return fail(refused);
    }
    // The server activates the salon only when Stripe says the invoice is paid.
    await finish(result.clientId!, pkg.plan.id, result.client_secret);
  };

  const onAuthenticate = async (authenticated: boolean) => {
    const current = pending.current;
    if (!current?.result.clientId || !current.result.client_secret) return;
    try {
      const result = await confirm.trigger({
        clientId: current.result.clientId,
        client_secret: current.result.client_secret,
        authenticated,
      });
      if (result.status === 'fail') return fail(result.msg ?? 'Payment failed', true);
      await finish(current.result.clientId, current.plan, current.result.client_secret);
    } catch (error) {
      fail(error instanceof Error ? error.message : 'Something went wrong.');
    }
  };

  return (
    <OnboardingScreen
      interval={interval}
      onIntervalChange={setBillingInterval}
      packages={shown}
      packagesLoading={packages.isLoading}
      promoCodes={(promoCodes.data ?? []).map((code) => ({
        id: code.id,
        code: code.code,
        amountOff: code.coupon.amount_off ?? 0,
      }))}
      onPay={(values, pkg) => void onPay(values, pkg)}
      onAuthenticate={(authenticated) => void onAuthenticate(authenticated)}
      paying={signup.isMutating || confirm.isMutating || done.isMutating}
      payment={payment}
      cardField={
        cardForm.kind === 'stripe' ? (
          <LazyStripeCardField
            publishableKey={cardForm.publishableKey}
            mode="subscription"
            amount={(selected ?? shown[0])?.plan.amount ?? 0}
            onReady={setStripeCard}
          />
        ) : undefined
      }
      testMode={paymentConfig?.provider === 'offline'}
      onLogin={props.onLogin ?? (() => window.location.assign('/login'))}
      initialStep={props.initialStep}
      initialValues={props.initialValues}
      initialPackage={props.initialPackage}
    />
  );
}
