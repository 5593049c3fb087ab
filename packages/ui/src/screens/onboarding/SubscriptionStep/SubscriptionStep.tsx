import { ErrorText } from '@salon/ui/primitives/ErrorText';
import { useState } from 'react';
import { Button } from '@salon/ui/primitives/Button';
import { Spinner } from '@salon/ui/primitives/Spinner';
import { Choice, Grid, Muted, Row, Section } from '../OnboardingScreen/OnboardingScreen.styles';
import { formatCents, SELECT_OPTION, type OnboardingPackage } from '../OnboardingScreen/onboarding-values';
import { StepNav } from '../StepNav';

export interface SubscriptionStepProps {
  interval: 'month' | 'year';
  onIntervalChange: (interval: 'month' | 'year') => void;
  packages: OnboardingPackage[];
  loading?: boolean;
  planId: string | null;
  onSelect: (pkg: OnboardingPackage) => void;
  onNext: () => void;
  onPrevious: () => void;
}

/** Step 2, Subscription: Monthly or Yearly, then one package's plan. */
export function SubscriptionStep(props: SubscriptionStepProps) {
  const [error, setError] = useState<string | null>(null);
  const next = () => {
    if (!props.planId || !props.packages.some((pkg) => pkg.plan.id === props.planId)) {
      setError(SELECT_OPTION);
      return;
    }
    props.onNext();
  };
  return (
    <Section aria-label="Subscription">
      <Row role="group" aria-label="Billing interval">
        <Button
          variant={props.interval === 'month' ? 'primary' : 'secondary'}
          aria-pressed={props.interval === 'month'}
          onClick={() => props.onIntervalChange('month')}
        >
          Monthly
        </Button>
        <Button
          variant={props.interval === 'year' ? 'primary' : 'secondary'}
          aria-pressed={props.interval === 'year'}
          onClick={() => props.onIntervalChange('year')}
        >
          Yearly
        </Button>
      </Row>
      {props.loading ? (
        <Spinner />
      ) : (
        <Grid role="radiogroup" aria-label="Packages">
          {props.packages.map((pkg) => (
            <Choice key={pkg.id} $selected={pkg.plan.id === props.planId}>
              <input
                type="radio"
                name="onboarding-package"
                checked={pkg.plan.id === props.planId}
                onChange={() => {
                  setError(null);
                  props.onSelect(pkg);
                }}
                aria-label={pkg.name}
              />
              <strong>{pkg.name}</strong>
              <span>
                {formatCents(pkg.plan.amount)} / {pkg.plan.interval === 'month' ? 'month' : 'year'}
              </span>
              <Muted>{pkg.description}</Muted>
              <Muted>
                {pkg.calendars} {pkg.calendars === 1 ? 'calendar' : 'calendars'}
              </Muted>
            </Choice>
          ))}
        </Grid>
      )}
      {error && <ErrorText role="alert">{error}</ErrorText>}
      <StepNav onPrevious={props.onPrevious} onNext={next} />
    </Section>
  );
}
