import type { MoneyFormat } from '@salon/rules/money';
import { contactPayload, GENDER_OPTIONS, useValidatedForm } from '@salon/ui/forms';
import { Form } from '@salon/ui/forms/Form';
import { FormModal } from '@salon/ui/forms/FormModal';
import { PhoneField } from '@salon/ui/forms/PhoneField';
import { TextAreaField } from '@salon/ui/forms/TextAreaField';
import { TextField } from '@salon/ui/forms/TextField';
import { Button } from '@salon/ui/primitives/Button';
import { Modal } from '@salon/ui/primitives/Modal';
import { useEffect, useRef } from 'react';
import { BookingDepositStep, type BookingDepositStepProps } from '../BookingDepositStep';
import {
  dayLabel,
  durationLabel,
  priceLabel,
  timeLabel,
  whenLabel,
  zoneLabel,
} from '../BookingScreen/booking-dates';
import { paymentNotice, type BookingServicePayment } from '../BookingScreen/service-payment';
import {
  Alternatives,
  AlternativeButton,
  Check,
  GenderError,
  GenderOptions,
  Gender,
  Summary,
  SummaryRow,
  ThankYou,
  CalendarLinks,
  CalendarTitle,
} from './BookingModal.styles';
import {
  EMPTY_BOOKING_VALUES,
  validateBooking,
  type BookingGender,
  type BookingValues,
} from './validate-booking';

/** What the booking is for, shown above the form (the visitor sees duration and price before booking). */
export interface BookingSummaryView {
  serviceTitle: string;
  /** Minutes. */
  duration: number;
  /** In major units of `money`'s currency (dollars by default). */
  price: number;
  /** The salon's currency and locale (US dollars when left out). */
  money?: MoneyFormat;
  /** The deposit or card on file the booking takes, told before Book. */
  payment?: BookingServicePayment | null;
  /** The salon's payment policy text, shown with `payment`. */
  paymentPolicyText?: string | null;
  stylistName: string;
  /** Salon-local 'YYYY-MM-DD' and 'HH:mm'. */
  date: string;
  time: string;
  timeZone: string;
}

/** The Thank You state. */
export interface BookingConfirmationView {
  appointmentId: string;
  serviceTitle: string;
  stylistName: string;
  date: string;
  time: string;
  timeZone: string;
  email: string;
  /** Website bookings wait for the salon's confirmation. */
  waiting: boolean;
  accountCreated: boolean;
  /** "Add to calendar": Google and Outlook links and an .ics download (a `data:` address). */
  calendar?: { google: string; outlook: string; icsHref: string; icsName: string };
  /** The salon's cancellation policy as the client reads it. */
  changePolicy?: string | null;
  /** Formatted in the salon's currency: the deposit paid for this booking ('$20.00'). */
  depositPaid?: string | null;
  /** The deposit went through but the payment provider has yet to confirm it (Stripe's webhook). */
  depositConfirming?: boolean;
  /** A card was saved for the salon's no-show policy. */
  cardSaved?: boolean;
}

/** What the form sends: the phone as 10 digits, a blank comment as null. */
export interface BookingSubmit {
  name: string;
  email: string;
  phone: string;
  /** Null when the visitor left it out (optional). */
  gender: BookingGender | null;
  comment: string | null;
  /** A guest asked for a client account with these details. */
  createAccount: boolean;
}

export interface BookingModalProps {
  open: boolean;
  onClose: () => void;
  summary: BookingSummaryView | null;
  /** The signed-in customer's details, or what the visitor typed before (a form is never lost). */
  initialValues?: Partial<BookingValues>;
  /** Every change, so the page can keep the values when the form closes. */
  onValuesChange?: (values: BookingValues) => void;
  /** Guests may ask for a client account; a signed-in customer is not offered one. */
  offerAccount?: boolean;
  /** Called with valid values only. */
  onSubmit: (values: BookingSubmit) => void;
  submitting?: boolean;
  /** The server's message (a slot taken meanwhile: 'This time slot has just been booked, …'). */
  serverError?: string | null;
  /** Fresh free times of the same stylist and day after the slot was taken. */
  alternatives?: Array<{ slotId: string; time: string }>;
  onPickAlternative?: (slotId: string) => void;
  /** Set after a successful booking: the Thank You state. */
  confirmation?: BookingConfirmationView | null;
  /** Set while a booking is held for its deposit (or a card on file): the payment step. */
  deposit?: BookingDepositStepProps | null;
}

const FORM_ID = 'booking-form';
/**
 * Focus on `id` once the dialog has opened: the native dialog focuses its first control (the close
 * button) when shown, after the content's own effects.
 */
function useInitialFocus(id: string) {
  useEffect(() => {
    const frame = requestAnimationFrame(() => document.getElementById(id)?.focus());
    return () => cancelAnimationFrame(frame);
  }, [id]);
}

/** The public booking modal: the visitor's details, then Thank You. */
export function BookingModal(props: BookingModalProps) {
  const { open, onClose, confirmation, submitting = false } = props;
  if (confirmation) {
    return <ThankYouModal open={open} onClose={onClose} confirmation={confirmation} />;
  }
  if (props.deposit) {
    return (
      <Modal
        open={open}
        onClose={onClose}
        title={
          props.deposit.released
            ? 'Your time was released'
            : props.deposit.mode === 'card'
              ? 'Save your card'
              : 'Pay the deposit'
        }
        dismissible={!props.deposit.paying}
        underOverlay={props.deposit.bankStepOpen}
      >
        <BookingDepositStep {...props.deposit} />
      </Modal>
    );
  }
  return (
    <FormModal
      open={open}
      onClose={onClose}
      title="Book your appointment"
      formId={FORM_ID}
      submitLabel="Book Appointment"
      submitting={submitting}
    >
      <BookingForm {...props} />
    </FormModal>
  );
}

function ThankYouModal({
  open,
  onClose,
  confirmation,
}: {
  open: boolean;
  onClose: () => void;
  confirmation: BookingConfirmationView;
}) {
  useInitialFocus('booking-done');
  return (
    <Modal
      open={open}
      onClose={onClose}
      title="Thank You"
      footer={
        <Button id="booking-done" onClick={onClose}>
          Done
        </Button>
      }
    >
      <ThankYou>
        <p>
          Your appointment {confirmation.appointmentId} for {confirmation.serviceTitle} with{' '}
          {confirmation.stylistName} on {dayLabel(confirmation.date)} at {timeLabel(confirmation.time)}{' '}
          {zoneLabel(confirmation.timeZone, confirmation.date)} has been booked.
        </p>
        {confirmation.depositPaid &&
          (confirmation.depositConfirming ? (
            <p>Deposit of {confirmation.depositPaid} sent: your bank is confirming it.</p>
          ) : (
            <p>Deposit paid: {confirmation.depositPaid}</p>
          ))}
        {confirmation.cardSaved && (
          <p>Your card is saved for the salon&apos;s no-show policy; nothing was charged.</p>
        )}
        {confirmation.waiting && <p>The salon will confirm it shortly.</p>}
        <p>A confirmation with a calendar invitation is on its way to {confirmation.email}.</p>
        {confirmation.changePolicy && <p>{confirmation.changePolicy}</p>}
        {confirmation.calendar && (
          <nav aria-label="Add to calendar">
            <CalendarTitle>Add to calendar</CalendarTitle>
            <CalendarLinks>
              <li>
                <a href={confirmation.calendar.google} target="_blank" rel="noopener noreferrer">
                  Google Calendar
                </a>
              </li>
              <li>
                <a href={confirmation.calendar.outlook} target="_blank" rel="noopener noreferrer">
                  Outlook
                </a>
              </li>
              <li>
                <a href={confirmation.calendar.icsHref} download={confirmation.calendar.icsName}>
                  Download .ics
                </a>
              </li>
            </CalendarLinks>
          </nav>
        )}
        {confirmation.accountCreated && (
          <p>We created your account: use ‘Forgot password’ on the login page to set its password.</p>
        )}
      </ThankYou>
    </Modal>
  );
}

function BookingForm({
  summary,
  initialValues,
  onValuesChange,
  offerAccount = false,
  onSubmit,
  submitting = false,
  serverError,
  alternatives,
  onPickAlternative,
}: BookingModalProps) {
  const { values, errors, change, field, handleSubmit } = useValidatedForm<
    BookingValues,
    keyof BookingValues
  >({ ...EMPTY_BOOKING_VALUES, ...initialValues }, validateBooking);
  useInitialFocus('booking-name');
  const createAccount = useRef(false);
  const reported = useRef(values);
  useEffect(() => {
    if (reported.current !== values) {
      reported.current = values;
      onValuesChange?.(values);
    }
  }, [values, onValuesChange]);

  const submit = handleSubmit((valid) => {
    onSubmit({
      ...contactPayload(valid),
      gender: valid.gender === '' ? null : valid.gender,
      comment: valid.comment.trim() || null,
      createAccount: offerAccount && createAccount.current,
    });
  });

  return (
    <Form id={FORM_ID} onSubmit={submit} serverError={serverError} submitting={submitting}>
      {alternatives && alternatives.length > 0 && summary && (
        <Alternatives aria-label={`Other free times with ${summary.stylistName}`}>
          {alternatives.map((slot) => (
            <li key={slot.slotId}>
              <AlternativeButton
                type="button"
                disabled={submitting}
                aria-label={`${timeLabel(slot.time)}, ${dayLabel(summary.date).replace(',', '')}, with ${summary.stylistName}`}
                onClick={() => onPickAlternative?.(slot.slotId)}
              >
                {timeLabel(slot.time)}
              </AlternativeButton>
            </li>
          ))}
        </Alternatives>
      )}
      {summary && (
        <Summary aria-label="Your booking">
          <SummaryRow>
            <dt>Service</dt>
            <dd>
              {summary.serviceTitle} · {durationLabel(summary.duration)} ·{' '}
              {priceLabel(summary.price, summary.money)}
            </dd>
          </SummaryRow>
          <SummaryRow>
            <dt>Stylist</dt>
            <dd>{summary.stylistName}</dd>
          </SummaryRow>
          <SummaryRow>
            <dt>When</dt>
            <dd>{whenLabel(summary.date, summary.time, summary.timeZone)}</dd>
          </SummaryRow>
          {summary.payment && (
            <SummaryRow>
              <dt>Payment</dt>
              <dd>{paymentNotice(summary.payment, summary.money)}</dd>
            </SummaryRow>
          )}
          {summary.payment && summary.paymentPolicyText && (
            <SummaryRow>
              <dt>Policy</dt>
              <dd>{summary.paymentPolicyText}</dd>
            </SummaryRow>
          )}
        </Summary>
      )}
      <TextField label="Name" id="booking-name" autoComplete="name" {...field('name')} />
      <TextField label="Email" id="booking-email" type="email" autoComplete="email" {...field('email')} />
      <PhoneField label="Phone" id="booking-phone" {...field('phone')} />
      <Gender
        aria-describedby={errors.gender ? 'booking-gender-error' : undefined}
        aria-invalid={errors.gender ? true : undefined}
      >
        <legend>Gender (optional)</legend>
        <GenderOptions>
          {GENDER_OPTIONS.map((option) => (
            <label key={option.value}>
              <input
                type="radio"
                name="booking-gender"
                value={option.value}
                checked={values.gender === option.value}
                disabled={submitting}
                onChange={() => change('gender', option.value)}
              />
              {option.label}
            </label>
          ))}
        </GenderOptions>
        {errors.gender && (
          <GenderError id="booking-gender-error" role="alert">
            {errors.gender}
          </GenderError>
        )}
      </Gender>
      <TextAreaField
        label="Comment (optional)"
        id="booking-comment"
        rows={3}
        maxLength={1000}
        value={values.comment}
        onChange={(value) => change('comment', value)}
      />
      {offerAccount && (
        <Check>
          <input
            type="checkbox"
            disabled={submitting}
            defaultChecked={createAccount.current}
            onChange={(event) => {
              createAccount.current = event.target.checked;
            }}
          />
          Create an account with these details
        </Check>
      )}
    </Form>
  );
}
