import { Button } from '@salon/ui/primitives/Button';
import { Actions } from '../OnboardingScreen/OnboardingScreen.styles';

export interface StepNavProps {
  /** Without it (the first step) an empty slot keeps 'Next' at the end. */
  onPrevious?: () => void;
  onNext: () => void;
}

/** A wizard step's 'Previous' and 'Next', at either end of the row. */
export function StepNav({ onPrevious, onNext }: StepNavProps) {
  return (
    <Actions>
      {onPrevious ? (
        <Button variant="secondary" onClick={onPrevious}>
          Previous
        </Button>
      ) : (
        <span />
      )}
      <Button onClick={onNext}>Next</Button>
    </Actions>
  );
}
