import { FormField } from '@salon/ui/patterns/FormField';
import { Button } from '@salon/ui/primitives/Button';
import { Card } from '@salon/ui/primitives/Card';
import { ErrorText } from '@salon/ui/primitives/ErrorText';
import { Skeleton } from '@salon/ui/primitives/Skeleton';
import { TextInput } from '@salon/ui/primitives/TextInput';
import { useEffect, useId, useRef, useState } from 'react';
import { Body, Choices, Footer, Hours, Intro, Legend, Option } from './BookingPolicySettings.styles';
import { draftOf, validatePolicy, type PolicyDraft } from './validate-policy';

/** The salon's cancellation policy as the form saves it. */
export interface PolicyValues {
  cutoffMinutes: number;
}

export type BookingPolicySettingsState =
  { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; values: PolicyValues };

export interface BookingPolicySettingsProps {
  state: BookingPolicySettingsState;
  submitting?: boolean;
  onSubmit: (values: PolicyValues) => void;
}

const TITLE = 'Cancellation policy';

/**
 * The cancellation policy section of the booking settings (issue 21): how late a client may still cancel
 * or reschedule online, 15 minutes before the start (the default) or a number of whole hours; later, the
 * client is asked to call the salon. The form starts again from the stored policy whenever it changes.
 */
export function BookingPolicySettings({ state, submitting = false, onSubmit }: BookingPolicySettingsProps) {
  const id = useId();
  const stored = state.status === 'ready' ? state.values.cutoffMinutes : null;
  const [draft, setDraft] = useState<PolicyDraft | null>(stored === null ? null : draftOf(stored));
  const [error, setError] = useState<string | null>(null);
  const hoursRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (stored !== null) {
      setDraft(draftOf(stored));
      setError(null);
    }
  }, [stored]);

  const change = (next: PolicyDraft) => {
    setDraft(next);
    if (error) setError(null);
  };

  return (
    <Card title={TITLE} headingLevel={2} aria-label={TITLE}>
      <Body>
        <Intro id={`${id}-intro`}>
          Clients see this on the booking page, in their confirmation e-mail and on the cancel page. Later
          than this, they are asked to call the salon.
        </Intro>
        {state.status === 'loading' ? (
          <Skeleton shape="text" lines={2} />
        ) : state.status === 'error' ? (
          <ErrorText role="alert" boxed>
            {state.message}
          </ErrorText>
        ) : (
          draft && (
            <form
              aria-label="Cancellation policy settings"
              aria-describedby={`${id}-intro`}
              noValidate
              onSubmit={(event) => {
                event.preventDefault();
                const result = validatePolicy(draft);
                if ('error' in result) {
                  setError(result.error);
                  hoursRef.current?.focus();
                  return;
                }
                onSubmit(result);
              }}
            >
              <Body>
                <Choices disabled={submitting}>
                  <Legend>Clients can cancel or reschedule online</Legend>
                  <Option>
                    <input
                      type="radio"
                      name={`${id}-mode`}
                      checked={draft.mode === 'default'}
                      onChange={() => change({ ...draft, mode: 'default' })}
                    />
                    <span>Up to 15 minutes before the start (default)</span>
                  </Option>
                  <Option>
                    <input
                      type="radio"
                      name={`${id}-mode`}
                      checked={draft.mode === 'hours'}
                      onChange={() => change({ ...draft, mode: 'hours' })}
                    />
                    <span>Up to a number of hours before the start</span>
                  </Option>
                  {draft.mode === 'hours' && (
                    <Hours>
                      <FormField
                        label="Hours before the start"
                        htmlFor={`${id}-hours`}
                        hint="Whole hours, from 1 to 168 (a week)"
                        error={error}
                        required
                      >
                        {(control) => (
                          <TextInput
                            {...control}
                            ref={hoursRef}
                            inputMode="numeric"
                            autoComplete="off"
                            value={draft.hours}
                            onChange={(event) => change({ ...draft, hours: event.target.value })}
                          />
                        )}
                      </FormField>
                    </Hours>
                  )}
                </Choices>
                <Footer>
                  <Button type="submit" loading={submitting}>
                    Save
                  </Button>
                </Footer>
              </Body>
            </form>
          )
        )}
      </Body>
    </Card>
  );
}
