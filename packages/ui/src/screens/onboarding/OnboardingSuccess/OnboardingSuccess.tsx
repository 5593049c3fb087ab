import { Button } from '@salon/ui/primitives/Button';
import { Section, Summary } from '../OnboardingScreen/OnboardingScreen.styles';

export interface OnboardingSuccessProps {
  onLogin: () => void;
  /** The owner's e-mail: the account to sign in with. */
  email?: string;
  salonName?: string;
}

/**
 * After payment: 'You made it!' with the three lines and Login (spec 2 §2, the typo corrected), then what
 * happens next: signing in, the steps that make the salon bookable.
 */
export function OnboardingSuccess({ onLogin, email, salonName }: OnboardingSuccessProps) {
  const salon = salonName || 'your salon';
  return (
    <Section aria-label="Success">
      <h2>You made it!</h2>
      <ul>
        <li>Salon created successfully</li>
        <li>Stylist created successfully</li>
        <li>Payment successful</li>
      </ul>
      <Summary aria-labelledby="onb-next-heading">
        <h3 id="onb-next-heading">What happens next</h3>
        <ol>
          <li>
            Sign in{email ? ` with ${email}` : ''} and the password you chose to open {salon}&apos;s
            dashboard.
          </li>
          <li>
            Add your services and check your stylists&apos; hours: clients can book once both are there.
          </li>
          <li>Share your booking link so that clients find you.</li>
        </ol>
      </Summary>
      <div>
        <Button onClick={onLogin}>Login</Button>
      </div>
    </Section>
  );
}
