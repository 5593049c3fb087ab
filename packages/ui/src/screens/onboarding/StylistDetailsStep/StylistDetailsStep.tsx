import { ErrorText } from '@salon/ui/primitives/ErrorText';
import { useState } from 'react';
import { phoneDigits } from '@salon/ui/forms';
import { Button } from '@salon/ui/primitives/Button';
import { OnboardingStylistModal } from '../OnboardingStylistModal';
import { Muted, Row, Section } from '../OnboardingScreen/OnboardingScreen.styles';
import type { StylistValues } from '../OnboardingScreen/onboarding-values';
import { StepNav } from '../StepNav';

export interface StylistDetailsStepProps {
  stylists: StylistValues[];
  onChange: (stylists: StylistValues[]) => void;
  /** The chosen plan's calendars: at most this many stylists. */
  calendars: number;
  salonEmail: string;
  salonPhone: string;
  /** E-mails (lower case) already in use on the platform, as the server said while they were typed. */
  takenEmails?: string[];
  /** The modal's e-mail field changed: the container checks it with the server. */
  onEmailTyped?: (email: string) => void;
  onNext: () => void;
  onPrevious: () => void;
  /** Opens the add modal at once (stories). */
  initialModalOpen?: boolean;
}

/** Step 3, Stylist Details: 'Add Stylist' only while under the plan's calendars. */
export function StylistDetailsStep(props: StylistDetailsStepProps) {
  const [open, setOpen] = useState(props.initialModalOpen ?? false);
  const over = props.stylists.length > props.calendars;
  const platformTaken = props.takenEmails ?? [];
  // A stylist added before the server answered (or kept in the draft) whose e-mail turned out to be in use.
  const inUse = props.stylists.filter((stylist) =>
    platformTaken.includes(stylist.email.trim().toLowerCase()),
  );
  const taken = {
    emails: [props.salonEmail, ...props.stylists.map((s) => s.email)].map((e) => e.trim().toLowerCase()),
    phones: [props.salonPhone, ...props.stylists.map((s) => s.phone)].map(phoneDigits),
  };
  const next = () => {
    if (props.stylists.length === 0) setOpen(true);
    else if (!over && inUse.length === 0) props.onNext();
  };
  return (
    <Section aria-label="Stylist Details">
      <Muted>
        {props.stylists.length} of {props.calendars} {props.calendars === 1 ? 'stylist' : 'stylists'}
      </Muted>
      <ul aria-label="Stylists">
        {props.stylists.map((stylist, index) => (
          <li key={stylist.email}>
            <Row>
              <span>
                {stylist.name} · {stylist.email}
              </span>
              <Button
                variant="ghost"
                size="sm"
                aria-label={`Remove ${stylist.name}`}
                onClick={() => props.onChange(props.stylists.filter((_, i) => i !== index))}
              >
                Remove
              </Button>
            </Row>
          </li>
        ))}
      </ul>
      {over && <ErrorText role="alert">Your plan allows at most {props.calendars} stylists</ErrorText>}
      {inUse.map((stylist) => (
        <ErrorText role="alert" key={`in-use-${stylist.email}`}>
          {stylist.name}&apos;s e-mail ({stylist.email}) is already in use on the platform: remove this
          stylist and add them again with another e-mail.
        </ErrorText>
      ))}
      {props.stylists.length < props.calendars && (
        <Row>
          <Button variant="secondary" onClick={() => setOpen(true)}>
            Add Stylist
          </Button>
        </Row>
      )}
      <StepNav onPrevious={props.onPrevious} onNext={next} />
      <OnboardingStylistModal
        open={open}
        onClose={() => setOpen(false)}
        taken={taken}
        platformTaken={platformTaken}
        onEmailTyped={props.onEmailTyped}
        onSubmit={(stylist) => {
          props.onChange([...props.stylists, stylist]);
          setOpen(false);
        }}
      />
    </Section>
  );
}
