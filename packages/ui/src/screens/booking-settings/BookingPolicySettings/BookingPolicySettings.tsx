import { FormField } from '@salon/ui/patterns/FormField';
import { SettingsSection } from '@salon/ui/patterns/SettingsSection';
import { TextArea } from '@salon/ui/primitives/TextArea';
import { TextInput } from '@salon/ui/primitives/TextInput';
import { useEffect, useId, useRef, useState } from 'react';
import { Choices, Fees, Hours, Legend, Option } from './BookingPolicySettings.styles';
import {
  draftOf,
  feesDraftOf,
  MAX_POLICY_TEXT,
  validateFees,
  validatePolicy,
  type FeesDraft,
  type PolicyDraft,
} from './validate-policy';

/**
 * The salon's cancellation policy as the form saves it, with its no-show and late-cancellation
 * fees in the salon's currency (null: none) and the payment policy text clients read before they pay.
 */
export interface PolicyValues {
  cutoffMinutes: number;
  noShowFee?: number | null;
  lateCancelFee?: number | null;
  paymentPolicyText?: string | null;
  /** 'instant' (the default): online bookings are confirmed as they are made; 'approval': they wait. */
  onlineConfirmation?: 'instant' | 'approval';
}

export type BookingPolicySettingsState =
  { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; values: PolicyValues };

export interface BookingPolicySettingsProps {
  state: BookingPolicySettingsState;
  submitting?: boolean;
  onSubmit: (values: PolicyValues) => void;
  /** The salon's currency code, shown with the fees (USD when left out). */
  currency?: string;
}

const TITLE = 'Cancellation policy';

const CONFIRMATIONS = [
  { value: 'instant', label: 'Confirmed as the client books (default)' },
  { value: 'approval', label: 'Waiting for the salon to confirm them on the waitlist' },
] as const;

/**
 * The cancellation policy section of the booking settings: how late a client may still cancel
 * or reschedule online, 15 minutes before the start (the default) or a number of whole hours; later, the
 * client is asked to call the salon. The form starts again from the stored policy whenever it changes.
 */
export function BookingPolicySettings({
  state,
  submitting = false,
  onSubmit,
  currency = 'USD',
}: BookingPolicySettingsProps) {
  const id = useId();
  const values = state.status === 'ready' ? state.values : null;
  const stored = values?.cutoffMinutes ?? null;
  const [draft, setDraft] = useState<PolicyDraft | null>(stored === null ? null : draftOf(stored));
  const [fees, setFees] = useState<FeesDraft>(feesDraftOf(values ?? {}));
  const [confirmation, setConfirmation] = useState(values?.onlineConfirmation ?? 'instant');
  const [error, setError] = useState<string | null>(null);
  const [feeErrors, setFeeErrors] = useState<Partial<Record<'noShowFee' | 'lateCancelFee', string>>>({});
  const hoursRef = useRef<HTMLInputElement>(null);
  // The form starts again from the stored policy whenever any of it changes.
  const storedKey = values
    ? JSON.stringify([
        stored,
        values.noShowFee,
        values.lateCancelFee,
        values.paymentPolicyText,
        values.onlineConfirmation,
      ])
    : null;
  useEffect(() => {
    if (values) {
      setDraft(draftOf(values.cutoffMinutes));
      setConfirmation(values.onlineConfirmation ?? 'instant');
      setFees(feesDraftOf(values));
      setError(null);
      setFeeErrors({});
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `storedKey` stands for `values`
  }, [storedKey]);

  const changeFees = (next: Partial<FeesDraft>) => {
    setFees({ ...fees, ...next });
    if (feeErrors.noShowFee || feeErrors.lateCancelFee) setFeeErrors({});
  };

  const change = (next: PolicyDraft) => {
    setDraft(next);
    if (error) setError(null);
  };

  const submit = () => {
    if (!draft) return;
    const result = validatePolicy(draft);
    const feesResult = validateFees(fees);
    if ('errors' in feesResult) setFeeErrors(feesResult.errors);
    if ('error' in result) {
      setError(result.error);
      hoursRef.current?.focus();
      return;
    }
    if ('errors' in feesResult) return;
    onSubmit({ ...result, ...feesResult, onlineConfirmation: confirmation });
  };

  return (
    <SettingsSection
      title={TITLE}
      intro="Clients see this on the booking page, in their confirmation e-mail and on the cancel page. Later than this, they are asked to call the salon."
      state={state}
      form={{ label: 'Cancellation policy settings', submitting, noValidate: true, onSubmit: submit }}
    >
      {() =>
        draft && (
          <>
            <Choices disabled={submitting}>
              <Legend>Online bookings</Legend>
              {CONFIRMATIONS.map((option) => (
                <Option key={option.value}>
                  <input
                    type="radio"
                    name={`${id}-confirmation`}
                    checked={confirmation === option.value}
                    onChange={() => setConfirmation(option.value)}
                  />
                  <span>{option.label}</span>
                </Option>
              ))}
            </Choices>
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
            <Fees disabled={submitting}>
              <Legend>No-shows and late cancellations</Legend>
              <FormField
                label={`No-show fee (${currency})`}
                htmlFor={`${id}-no-show`}
                hint="Charged to the client's saved card when they do not come. Leave empty for none."
                error={feeErrors.noShowFee}
              >
                {(control) => (
                  <TextInput
                    {...control}
                    inputMode="decimal"
                    autoComplete="off"
                    value={fees.noShowFee}
                    onChange={(event) => changeFees({ noShowFee: event.target.value })}
                  />
                )}
              </FormField>
              <FormField
                label={`Late-cancellation fee (${currency})`}
                htmlFor={`${id}-late-cancel`}
                hint="Charged when a client cancels later than the policy allows. Leave empty for none."
                error={feeErrors.lateCancelFee}
              >
                {(control) => (
                  <TextInput
                    {...control}
                    inputMode="decimal"
                    autoComplete="off"
                    value={fees.lateCancelFee}
                    onChange={(event) => changeFees({ lateCancelFee: event.target.value })}
                  />
                )}
              </FormField>
              <FormField
                label="Payment policy"
                htmlFor={`${id}-policy-text`}
                hint="Shown to clients before they pay and in every booking e-mail."
              >
                {(control) => (
                  <TextArea
                    {...control}
                    rows={3}
                    maxLength={MAX_POLICY_TEXT}
                    value={fees.paymentPolicyText}
                    onChange={(event) => changeFees({ paymentPolicyText: event.target.value })}
                  />
                )}
              </FormField>
            </Fees>
          </>
        )
      }
    </SettingsSection>
  );
}
