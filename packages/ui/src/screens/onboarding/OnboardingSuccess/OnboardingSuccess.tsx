import { Button } from '@salon/ui/primitives/Button';
import { Section } from '../OnboardingScreen/OnboardingScreen.styles';

export interface OnboardingSuccessProps {
  onLogin: () => void;
}

/** After payment: 'You made it!' with the three lines and Login (spec 2 §2, the typo corrected). */
export function OnboardingSuccess({ onLogin }: OnboardingSuccessProps) {
  return (
    <Section aria-label="Success">
      <h2>You made it!</h2>
      <ul>
        <li>Salon created successfully</li>
        <li>Stylist created successfully</li>
        <li>Payment successful</li>
      </ul>
      <div>
        <Button onClick={onLogin}>Login</Button>
      </div>
    </Section>
  );
}
