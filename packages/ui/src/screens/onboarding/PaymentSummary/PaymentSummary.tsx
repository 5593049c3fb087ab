import { Summary, TotalTerm, TotalValue } from '../OnboardingScreen/OnboardingScreen.styles';
import {
  formatCents,
  type OnboardingPackage,
  type OnboardingPromoQuote,
} from '../OnboardingScreen/onboarding-values';

export interface PaymentSummaryProps {
  pkg: OnboardingPackage;
  /** The applied promotion code, as the server priced it for this plan. */
  quote?: OnboardingPromoQuote | null;
}

const PERIODS = { month: 'Monthly', year: 'Yearly' } as const;

/** What the owner pays before paying: plan, period, price, the code's discount and the total. */
export function PaymentSummary({ pkg, quote }: PaymentSummaryProps) {
  const price = pkg.plan.amount;
  const applied = quote && quote.planId === pkg.plan.id ? quote : null;
  const discount = applied?.discount ?? 0;
  const total = applied?.total ?? price;
  return (
    <Summary aria-labelledby="onb-summary-heading">
      <h3 id="onb-summary-heading">Summary</h3>
      <dl>
        <dt>Plan</dt>
        <dd>
          {pkg.name} · {pkg.calendars} {pkg.calendars === 1 ? 'calendar' : 'calendars'}
        </dd>
        <dt>Period</dt>
        <dd>{PERIODS[pkg.plan.interval]}</dd>
        <dt>Price</dt>
        <dd>
          {formatCents(price)} / {pkg.plan.interval}
        </dd>
        {applied && (
          <>
            <dt>Discount ({applied.code})</dt>
            <dd>-{formatCents(discount)}</dd>
          </>
        )}
        <TotalTerm>Total to pay now</TotalTerm>
        <TotalValue>{formatCents(total)}</TotalValue>
      </dl>
    </Summary>
  );
}
