import { Button } from '@salon/ui/primitives/Button';
import { Card } from '@salon/ui/primitives/Card';
import { ErrorText } from '@salon/ui/primitives/ErrorText';
import { Skeleton } from '@salon/ui/primitives/Skeleton';
import { useId, type ReactNode } from 'react';
import { Footer, SettingsBody, SettingsIntro } from './SettingsSection.styles';

/** Where the section's stored values are: the content draws only once they are ready. */
export type SettingsSectionState =
  { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready' };

/** The section's form: its fields are the content, followed by 'Save'. */
export interface SettingsSectionForm {
  /** The form's accessible name ('Reminder settings'). */
  label: string;
  submitting: boolean;
  onSubmit: () => void;
  /** The section checks its fields itself, so the browser's own checks stay off. */
  noValidate?: boolean;
  /** The server's refusal of the last save, shown above 'Save' (null: none). */
  error?: string | null;
}

export interface SettingsSectionProps {
  title: string;
  /** What the settings do; it also describes the form. */
  intro: ReactNode;
  state: SettingsSectionState;
  /** Left out when the content only shows the values (a viewer who may not change them). */
  form?: SettingsSectionForm;
  /** The content once ready (null while the section's draft is not set yet). */
  children: () => ReactNode;
}

/**
 * One section of a settings page (the booking settings' currency, cancellation policy, reminders): a
 * card with its heading and intro, a skeleton while loading, the error, then the content, inside a
 * form with a 'Save' button when the viewer may change it.
 */
export function SettingsSection({ title, intro, state, form, children }: SettingsSectionProps) {
  const introId = `${useId()}-intro`;
  const content = state.status === 'ready' ? children() : null;
  return (
    <Card title={title} headingLevel={2} aria-label={title}>
      <SettingsBody>
        <SettingsIntro id={introId}>{intro}</SettingsIntro>
        {state.status === 'loading' ? (
          <Skeleton shape="text" lines={2} />
        ) : state.status === 'error' ? (
          <ErrorText role="alert" boxed>
            {state.message}
          </ErrorText>
        ) : !form || content == null || content === false ? (
          content
        ) : (
          <form
            aria-label={form.label}
            aria-describedby={introId}
            noValidate={form.noValidate}
            onSubmit={(event) => {
              event.preventDefault();
              form.onSubmit();
            }}
          >
            <SettingsBody>
              {content}
              {form.error && (
                <ErrorText role="alert" boxed>
                  {form.error}
                </ErrorText>
              )}
              <Footer>
                <Button type="submit" loading={form.submitting}>
                  Save
                </Button>
              </Footer>
            </SettingsBody>
          </form>
        )}
      </SettingsBody>
    </Card>
  );
}
