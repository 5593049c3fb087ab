import { ApiError } from '@salon/api/errors';
import type { OnboardingPaymentResult, OnboardSignupBody } from '@salon/api/onboarding/schemas';
import {
  EMPTY_ONBOARDING,
  furthestStep,
  ONBOARDING_STEP_PATHS,
  OnboardingScreen,
  type OnboardingPackage,
  type OnboardingPromoState,
  type OnboardingScreenProps,
  type OnboardingStepPath,
  type OnboardingValues,
} from '@salon/ui/screens/onboarding/OnboardingScreen';
import { proposedPlace } from '@salon/rules/places';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { clearDraft, loadDraft, saveDraft } from './draft';
import { usePublicPackages } from './use-public-packages';
import { browserLanguage, browserTimeZone } from '../core/browser-place';
import { cardFormOf } from '../core/card-form/card-form-choice';
import { LazyStripeCardField } from '../core/card-form/LazyStripeCardField';
import type { StripeCard } from '../core/card-form/stripe-card';
import { usePaymentConfig } from '../core/card-form/use-payment-config';
import { useOnboardConfirm } from './use-onboard-confirm';
import { useOnboardDone } from './use-onboard-done';
import { useOnboardSignup } from './use-onboard-signup';
import { useEmailCheck } from './use-email-check';
import { usePromoCheck } from './use-promo-check';

export interface OnboardingContainerProps {
  /** Login on the success view; the admin app's sign-in by default. */
  onLogin?: () => void;
  /**
   * The owner's one-time sign-in token after paying: the admin app exchanges it at `/welcome` and opens
   * the new salon's dashboard (the token in the fragment, which no server sees).
   */
  onSignedIn?: (token: string) => void;
  /** Stories start with values filled in (else the tab's draft, else empty). */
  initialValues?: OnboardingValues;
  initialPackage?: OnboardingPackage;
}

/** The wizard's address: `/register/<step>` (Back, Forward and reload keep the step). */
export const stepAddress = (step: number) => `/register/${ONBOARDING_STEP_PATHS[step]}`;

function stepOfPath(pathname: string): number {
  const last = pathname.replace(/\/+$/, '').split('/').pop() ?? '';
  return ONBOARDING_STEP_PATHS.indexOf(last as OnboardingStepPath);
}

type Payment = OnboardingScreenProps['payment'];

function newKey(): string {
  return `onb-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}

/** With Stripe the card stays in the Payment Element: the body carries this stand-in for its number. */
const STRIPE_CARD = 'payment-element';

function bodyOf(
  values: OnboardingValues,
  pkg: OnboardingPackage,
  key: string,
  promoCode: string | null,
): OnboardSignupBody {
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
    payment: { id: values.card, ...(promoCode ? { promotion_code: promoCode } : {}) },
    subscription: { package: pkg.id, plan: pkg.plan.id, maxCalendar: pkg.calendars },
    idempotencyKey: key,
  };
}

/**
 * The onboarding wizard at `/register/<step>`: the step from the address, the entries kept as a draft in
 * the tab until the salon exists, e-mails checked as they are typed, a typed promotion code priced by the
 * server, the sign-up and its payment.
 */
export function OnboardingContainer(props: OnboardingContainerProps) {
  const [draft] = useState(() => (props.initialValues ? null : loadDraft()));
  const [browserZone] = useState(browserTimeZone);
  // Where the salon is, proposed from the browser's zone (a draft of before these fields gets them too).
  const [values, setValues] = useState<OnboardingValues>(() => {
    if (props.initialValues) return props.initialValues;
    const proposed = { ...EMPTY_ONBOARDING.salon, ...proposedPlace(browserZone, browserLanguage()) };
    if (draft) return { ...draft.values, salon: { ...proposed, ...draft.values.salon }, card: '' };
    return { ...EMPTY_ONBOARDING, salon: proposed };
  });
  const [interval, setBillingInterval] = useState<'month' | 'year'>(
    props.initialPackage?.plan.interval ?? draft?.interval ?? 'month',
  );
  const [promo, setPromo] = useState<OnboardingPromoState>(() =>
    draft?.quote ? { status: 'applied', quote: draft.quote } : { status: 'idle' },
  );
  const packages = usePublicPackages(interval);
  const emails = useEmailCheck();
  const promoCheck = usePromoCheck();
  const location = useLocation();
  const navigate = useNavigate();
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
  const [selected, setSelected] = useState<OnboardingPackage | null>(
    props.initialPackage ?? draft?.pkg ?? null,
  );

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

  const pkg = shown.find((candidate) => candidate.plan.id === values.planId) ?? selected;
  const appliedCode =
    promo.status === 'applied' && promo.quote.planId === pkg?.plan.id ? promo.quote.code : null;
  const finished = payment.status === 'success';

  // The draft follows every entry (never the card) until the salon exists.
  useEffect(() => {
    if (finished) return;
    saveDraft(values, {
      pkg: selected,
      interval,
      quote: promo.status === 'applied' ? promo.quote : null,
    });
  }, [values, selected, interval, promo, finished]);

  // The step is the address; an address past what is filled in (a typed link, a lost draft) goes back to
  // the first step still to fill.
  const asked = stepOfPath(location.pathname);
  const reachable = furthestStep(values, pkg, emails.taken);
  const step = asked < 0 ? 0 : Math.min(asked, reachable);
  useEffect(() => {
    if (!finished && asked !== step) void navigate(stepAddress(step), { replace: true });
  }, [asked, step, finished, navigate]);

  const onStepChange = (next: number) => {
    if (next !== step) void navigate(stepAddress(next));
  };

  const onApplyPromo = async (code: string) => {
    if (!pkg) return;
    setPromo({ status: 'checking' });
    try {
      const quote = await promoCheck.trigger({ code, plan: pkg.plan.id });
      setPromo({
        status: 'applied',
        quote: {
          code: quote.code,
          name: quote.name,
          planId: quote.plan,
          price: quote.price,
          discount: quote.discount,
          total: quote.total,
        },
      });
    } catch (error) {
      setPromo({
        status: 'invalid',
        message: error instanceof Error ? error.message : 'Something went wrong.',
      });
    }
  };

  const onRemovePromo = () => {
    setPromo({ status: 'idle' });
    setValues((current) => ({ ...current, promoCode: '' }));
  };

  /** Activates the salon; the paying browser (it has the secret) is handed to the dashboard, signed in. */
  const finish = async (clientId: string, plan: string, clientSecret?: string | null) => {
    const result = await done.trigger({
      clientId,
      plan,
      ...(clientSecret ? { client_secret: clientSecret } : {}),
    });
    clearDraft();
    setPayment({ status: 'success' });
    if (result.signInToken) {
      (
        props.onSignedIn ?? ((token) => window.location.assign(`/welcome#token=${encodeURIComponent(token)}`))
      )(result.signInToken);
    }
  };

  /**
   * A 409 at payment: an e-mail was taken since it was typed. Asking again marks it, and the wizard goes
   * back to the step that asks for it, where its message names the owner or the stylist.
   */
  const emailTakenMeanwhile = async (error: unknown, entries: OnboardingValues) => {
    if (!(error instanceof ApiError) || error.status !== 409) return;
    await emails.recheck([entries.salon.email, ...entries.stylists.map((stylist) => stylist.email)]);
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
      const result = await signup.trigger(bodyOf(values, pkg, key.current, appliedCode));
      if (result.status === 'fail') return fail(result.msg ?? 'Payment failed', true);
      pending.current = { result, plan: pkg.plan.id };
      if (result.status === 'requires_action') setPayment({ status: 'requires_action' });
      else await finish(result.clientId!, pkg.plan.id, result.client_secret);
    } catch (error) {
      await emailTakenMeanwhile(error, values);
      fail(error instanceof Error ? error.message : 'Something went wrong.');
    }
  };

  /** Validate the element, create the incomplete subscription, pay its first invoice in the browser. */
  const payWithStripe = async (values: OnboardingValues, pkg: OnboardingPackage) => {
    const card = stripeCard.current;
    if (!card) return fail('The card form is still loading');
    const invalid = await card.submit();
    if (invalid) return fail(invalid);
    const result = await signup.trigger(
      bodyOf({ ...values, card: STRIPE_CARD }, pkg, key.current, appliedCode),
    );
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
      step={step}
      onStepChange={onStepChange}
      values={values}
      onValuesChange={(next) => {
        // A changed code is no longer the applied one.
        if (next.promoCode !== values.promoCode && promo.status !== 'checking') setPromo({ status: 'idle' });
        setValues(next);
      }}
      interval={interval}
      onIntervalChange={setBillingInterval}
      packages={shown}
      packagesLoading={packages.isLoading}
      pkg={pkg}
      onPackageChange={setSelected}
      takenEmails={emails.taken}
      browserZone={browserZone}
      onEmailTyped={emails.check}
      promo={promo}
      onApplyPromo={(code) => void onApplyPromo(code)}
      onRemovePromo={onRemovePromo}
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
      signInHref="/login"
    />
  );
}
