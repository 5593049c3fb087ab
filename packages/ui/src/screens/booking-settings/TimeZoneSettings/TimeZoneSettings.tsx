import { FormField } from '@salon/ui/patterns/FormField';
import { SettingsBody, SettingsIntro, SettingsSection } from '@salon/ui/patterns/SettingsSection';
import { Select } from '@salon/ui/primitives/Select';
import { zoneOfCountry } from '@salon/rules/places';
import { countryOptions, timeZoneOptions } from '@salon/ui/forms';
import { useEffect, useId, useMemo, useState } from 'react';
import { Note, Summary } from './TimeZoneSettings.styles';

/** The salon's IANA zone and its country (null for a salon from before the wizard asked it). */
export interface TimeZoneValues {
  timeZone: string;
  country: string | null;
}

export type TimeZoneSettingsState =
  { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; values: TimeZoneValues };

export interface TimeZoneSettingsProps {
  state: TimeZoneSettingsState;
  /** The owner and managers change it; others read it. */
  canEdit: boolean;
  submitting?: boolean;
  /** The server's refusal of the last save, shown in the form. */
  serverError?: string | null;
  /** The zone, and the country when one is chosen (a salon from before the wizard has none). */
  onSubmit: (values: TimeZoneValues) => void;
}

const TITLE = 'Time zone';

/** What a change does, said before saving. */
export const ZONE_CHANGE_NOTE =
  'Booked appointments keep their moment; their times will show in the new zone. Free times ahead are made again from each stylist’s hours in the new zone.';

/**
 * The salon's clock in the booking settings: every time the salon shows, books and reminds is in this
 * zone. Changing it keeps each booked appointment's moment and remakes the free times ahead, which the
 * section says as soon as another zone is chosen.
 */
export function TimeZoneSettings({
  state,
  canEdit,
  submitting = false,
  serverError = null,
  onSubmit,
}: TimeZoneSettingsProps) {
  const id = useId();
  const stored = state.status === 'ready' ? state.values.timeZone : null;
  const storedCountry = state.status === 'ready' ? state.values.country : null;
  const [draft, setDraft] = useState<string | null>(stored);
  const [country, setCountry] = useState<string | null>(storedCountry);
  useEffect(() => {
    if (stored) setDraft(stored);
    setCountry(storedCountry);
  }, [stored, storedCountry]);
  const zones = useMemo(() => timeZoneOptions(draft ?? stored ?? 'UTC'), [draft, stored]);
  const countries = useMemo(() => countryOptions(), []);
  // A country proposes its usual zone unless the chosen one is already among its zones.
  const chooseCountry = (code: string) => {
    setCountry(code);
    if (draft) setDraft(zoneOfCountry(code, draft));
  };

  return (
    <SettingsSection
      title={TITLE}
      intro="The salon's clock: its hours, bookings, calendar, reminders and reports are all in this zone."
      state={state}
      form={
        canEdit
          ? {
              label: 'Time zone settings',
              submitting,
              noValidate: true,
              error: serverError,
              onSubmit: () => draft && onSubmit({ timeZone: draft, country }),
            }
          : undefined
      }
    >
      {() =>
        !canEdit && state.status === 'ready' ? (
          <SettingsBody>
            <Summary>
              <dt>Time zone</dt>
              <dd>{state.values.timeZone}</dd>
              {state.values.country && (
                <>
                  <dt>Country</dt>
                  <dd>{state.values.country}</dd>
                </>
              )}
            </Summary>
            <SettingsIntro>Only the salon owner and managers can change the time zone.</SettingsIntro>
          </SettingsBody>
        ) : (
          draft && (
            <>
              <FormField
                label="Country"
                htmlFor={`${id}-country`}
                hint={storedCountry ? undefined : 'Where the salon is: its usual zone is proposed.'}
              >
                {(control) => (
                  <Select<string>
                    {...control}
                    options={countries}
                    value={country}
                    placeholder="Choose the country"
                    isDisabled={submitting}
                    menuPosition="absolute"
                    noOptionsMessage="No country found"
                    onChange={(code) => code && chooseCountry(code)}
                  />
                )}
              </FormField>
              <FormField label="Time zone" htmlFor={`${id}-zone`} required>
                {(control) => (
                  <Select<string>
                    {...control}
                    options={zones}
                    value={draft}
                    isDisabled={submitting}
                    menuPosition="absolute"
                    noOptionsMessage="No time zone found"
                    onChange={(zone) => zone && setDraft(zone)}
                  />
                )}
              </FormField>
              {draft !== stored && (
                <Note role="status">
                  <strong>
                    From {stored} to {draft}.
                  </strong>{' '}
                  {ZONE_CHANGE_NOTE}
                </Note>
              )}
            </>
          )
        )
      }
    </SettingsSection>
  );
}
