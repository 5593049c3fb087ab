import { useState, type ReactNode } from 'react';
import { BusinessHoursStep } from '../BusinessHoursStep';
import { OnboardingSuccess } from '../OnboardingSuccess';
import { PaymentStep } from '../PaymentStep';
import { SalonDetailsStep } from '../SalonDetailsStep';
import { StylistDetailsStep } from '../StylistDetailsStep';
import { SubscriptionStep } from '../SubscriptionStep';
import { Page, StepItem, Steps } from './OnboardingScreen.styles';
import {
  EMPTY_ONBOARDING,
  type OnboardingPackage,
  type OnboardingPromoCode,
  type OnboardingValues,
} from './onboarding-values';

export const ONBOARDING_STEPS = [
  'Salon Details',
  'Subscription',
  'Stylist Details',
  'Business Hours',
  'Payment',
] as const;

export interface OnboardingScreenProps {
  interval: 'month' | 'year';
  onIntervalChange: (interval: 'month' | 'year') => void;
  packages: OnboardingPackage[];
  packagesLoading?: boolean;
  promoCodes: OnboardingPromoCode[];
  /** Called with every value once the card is entered on step 5. */
  onPay: (values: OnboardingValues, pkg: OnboardingPackage) => void;
  onAuthenticate: (authenticated: boolean) => void;
  paying?: boolean;
  payment: { status: 'idle' | 'requires_action' | 'fail' | 'success'; msg?: string | null };
  /** Stripe's Payment Element in place of the test-card field (the container decides). */
  cardField?: ReactNode;
  /** The server takes test cards only (PAYMENTS=offline): the payment step says no real card is charged. */
  testMode?: boolean;
  onLogin: () => void;
  /** Stories start on a later step with values filled in. */
  initialStep?: number;
  initialValues?: OnboardingValues;
  /** The package chosen before (with `initialValues`), while packages load. */
  initialPackage?: OnboardingPackage;
}

/** The five-step onboarding wizard (spec 2 §2, §4); Next and Previous keep every value. */
export function OnboardingScreen(props: OnboardingScreenProps) {
  const [step, setStep] = useState(props.initialStep ?? 0);
  const [values, setValues] = useState<OnboardingValues>(props.initialValues ?? EMPTY_ONBOARDING);
  const [chosen, setChosen] = useState<OnboardingPackage | null>(props.initialPackage ?? null);
  const pkg = props.packages.find((candidate) => candidate.plan.id === values.planId) ?? chosen;
  const next = () => setStep((current) => Math.min(current + 1, ONBOARDING_STEPS.length - 1));
  const previous = () => setStep((current) => Math.max(current - 1, 0));

  if (props.payment.status === 'success') {
    return (
      <Page>
        <OnboardingSuccess onLogin={props.onLogin} />
      </Page>
    );
  }
  return (
    <Page>
      <h1>Register your salon</h1>
      <Steps aria-label="Steps">
        {ONBOARDING_STEPS.map((name, index) => (
          <StepItem key={name} $current={index === step} aria-current={index === step ? 'step' : undefined}>
            {index + 1}. {name}
          </StepItem>
        ))}
      </Steps>
      <h2>{ONBOARDING_STEPS[step]}</h2>
      {step === 0 && (
        <SalonDetailsStep
          values={values.salon}
          onChange={(salon) => setValues({ ...values, salon })}
          onNext={next}
        />
      )}
      {step === 1 && (
        <SubscriptionStep
          interval={props.interval}
          onIntervalChange={props.onIntervalChange}
          packages={props.packages}
          loading={props.packagesLoading}
          planId={values.planId}
          onSelect={(selected) => {
            setChosen(selected);
            setValues({ ...values, packageId: selected.id, planId: selected.plan.id });
          }}
          onNext={next}
          onPrevious={previous}
        />
      )}
      {step === 2 && (
        <StylistDetailsStep
          stylists={values.stylists}
          onChange={(stylists) => setValues({ ...values, stylists })}
          calendars={pkg?.calendars ?? 1}
          salonEmail={values.salon.email}
          salonPhone={values.salon.phone}
          onNext={next}
          onPrevious={previous}
        />
      )}
      {step === 3 && (
        <BusinessHoursStep
          hours={values.hours}
          onChange={(hours) => setValues({ ...values, hours })}
          onNext={next}
          onPrevious={previous}
        />
      )}
      {step === 4 && (
        <PaymentStep
          pkg={pkg}
          promoCodes={props.promoCodes}
          promoCodeId={values.promoCodeId}
          onPromoCodeChange={(promoCodeId) => setValues({ ...values, promoCodeId })}
          card={values.card}
          onCardChange={(card) => setValues({ ...values, card })}
          onPay={() => pkg && props.onPay(values, pkg)}
          onPrevious={previous}
          paying={props.paying}
          error={props.payment.status === 'fail' ? props.payment.msg : null}
          requiresAction={props.payment.status === 'requires_action'}
          onAuthenticate={props.onAuthenticate}
          cardField={props.cardField}
          testMode={props.testMode}
        />
      )}
    </Page>
  );
}
