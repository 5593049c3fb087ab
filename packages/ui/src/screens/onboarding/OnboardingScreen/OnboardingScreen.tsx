import type { ReactNode } from 'react';
import { BrandMark } from '@salon/ui/primitives/BrandMark';
import { BusinessHoursStep } from '../BusinessHoursStep';
import { OnboardingSuccess } from '../OnboardingSuccess';
import { PaymentStep } from '../PaymentStep';
import { SalonDetailsStep } from '../SalonDetailsStep';
import { StylistDetailsStep } from '../StylistDetailsStep';
import { SubscriptionStep } from '../SubscriptionStep';
import { Brand, BrandName, Header, Page, SignInLine, StepItem, Steps } from './OnboardingScreen.styles';
import {
  ONBOARDING_STEPS,
  type OnboardingPackage,
  type OnboardingPromoState,
  type OnboardingValues,
} from './onboarding-values';

export interface OnboardingScreenProps {
  /** The step shown (0 to 4): the container reads it from the address (`/register/salon` …). */
  step: number;
  /** Next, Previous and the step links: the container moves the address. */
  onStepChange: (step: number) => void;
  /** Every entry of the wizard; the container keeps them (and the draft). */
  values: OnboardingValues;
  onValuesChange: (values: OnboardingValues) => void;
  interval: 'month' | 'year';
  onIntervalChange: (interval: 'month' | 'year') => void;
  packages: OnboardingPackage[];
  packagesLoading?: boolean;
  /** The chosen package (kept while packages load, or after a reload). */
  pkg: OnboardingPackage | null;
  onPackageChange: (pkg: OnboardingPackage) => void;
  /** E-mails (lower case) the server says already have an account: the owner's or a stylist's field says so. */
  takenEmails: string[];
  /** The browser's time zone, kept when the chosen country has it. */
  browserZone?: string;
  /** An e-mail field changed: the container checks it with the server (debounced). */
  onEmailTyped: (email: string) => void;
  /** The typed promotion code's state, as the server priced it. */
  promo: OnboardingPromoState;
  onApplyPromo: (code: string) => void;
  onRemovePromo: () => void;
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
  /** The sign-in page, linked from every step (spec 2 §1: "a back link to /login"). */
  signInHref?: string;
  /** The platform's name beside its logo, as the sign-in page shows it. */
  brand?: string;
}

/** The five-step onboarding wizard (spec 2 §2, §4); each step has its address, Previous keeps every value. */
export function OnboardingScreen(props: OnboardingScreenProps) {
  const { step, values, pkg } = props;
  const signInHref = props.signInHref ?? '/login';
  const setValues = props.onValuesChange;
  const next = () => props.onStepChange(Math.min(step + 1, ONBOARDING_STEPS.length - 1));
  const previous = () => props.onStepChange(Math.max(step - 1, 0));
  const header = (
    <Header>
      <Brand>
        <BrandMark size={32} />
        <BrandName>{props.brand ?? 'Salon Booking'}</BrandName>
      </Brand>
      <SignInLine>
        Already registered? <a href={signInHref}>Sign in</a>
      </SignInLine>
    </Header>
  );

  if (props.payment.status === 'success') {
    return (
      <Page>
        {header}
        <OnboardingSuccess
          onLogin={props.onLogin}
          email={values.salon.email.trim().toLowerCase()}
          salonName={values.salon.name.trim()}
        />
      </Page>
    );
  }
  return (
    <Page>
      {header}
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
          onChange={(salon) => {
            if (salon.email !== values.salon.email) props.onEmailTyped(salon.email);
            setValues({ ...values, salon });
          }}
          takenEmails={props.takenEmails}
          browserZone={props.browserZone}
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
            props.onPackageChange(selected);
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
          takenEmails={props.takenEmails}
          onEmailTyped={props.onEmailTyped}
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
          promoCode={values.promoCode}
          onPromoCodeChange={(promoCode) => setValues({ ...values, promoCode })}
          promo={props.promo}
          onApplyPromo={props.onApplyPromo}
          onRemovePromo={props.onRemovePromo}
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
