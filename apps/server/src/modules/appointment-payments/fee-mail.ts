import {
  type BookingMailFacts,
  moneyText,
  whenInSalonZone,
  type Row,
  appointmentRows,
  textRows,
  salonFooter,
} from '../appointments';
import { detailsTable, escapeHtml, mailHtml } from '../../mail/html';
import type { Mail } from '../../mail/mailer';
import type { AppointmentPaymentRow } from '../../db/schema';

/** '$25.00' in the charge's currency. */
export const money = moneyText;

/** What a fee e-mail says about one fee charged to the card on file. */
export interface FeeMailCharge {
  kind: 'no_show_fee' | 'late_cancel_fee';
  amountCents: number;
  currency: string;
  status: 'succeeded' | 'requires_action' | 'failed';
  failureMessage?: string | null;
  /** The page of the salon's site where the client confirms the payment (requires_action). */
  payUrl?: string;
}

/**
 * To the client when the salon's no-show or late-cancellation fee is charged to their card on file: the
 * charge, or the payment link when their bank asks them to confirm it, or that it could not be charged;
 * with the salon's payment policy text.
 */
export function feeChargeMail(
  facts: BookingMailFacts,
  charge: FeeMailCharge,
  policy: { paymentPolicyText?: string | null } = {},
): Mail {
  const when = whenInSalonZone(facts);
  const fee = FEE_NAMES[charge.kind];
  const amount = money(charge.amountCents, charge.currency);
  const rows: Row[] = [...appointmentRows(facts, when), ['Fee', `${amount} (${fee})`]];
  const footer = salonFooter(facts.salon);
  const lead =
    charge.status === 'succeeded'
      ? `${facts.salon.name} charged its ${fee} of ${amount} to the card you left on file for this appointment:`
      : charge.status === 'requires_action'
        ? `${facts.salon.name} charged its ${fee} of ${amount} to the card you left on file, and your bank asks you to confirm the payment:`
        : `${facts.salon.name}'s ${fee} of ${amount} could not be charged to the card you left on file:`;
  const after =
    charge.status === 'requires_action' && charge.payUrl
      ? [`Confirm the payment here: ${charge.payUrl}`]
      : charge.status === 'failed'
        ? [`${charge.failureMessage ?? 'The card was declined.'} Please contact the salon.`]
        : [];
  const policyText = policy.paymentPolicyText ? [`Payment policy: ${policy.paymentPolicyText}`] : [];
  const subject =
    charge.status === 'requires_action'
      ? `Please confirm the ${fee} for your appointment at ${facts.salon.name}`
      : charge.status === 'succeeded'
        ? `Receipt: ${fee} for your appointment at ${facts.salon.name}`
        : `The ${fee} for your appointment at ${facts.salon.name} could not be charged`;
  return {
    to: facts.client.email,
    salonId: facts.salon.id,
    fromName: facts.salon.name,
    ...(facts.salon.email ? { replyTo: facts.salon.email } : {}),
    subject,
    text: [
      `Hello ${facts.client.name},`,
      '',
      lead,
      '',
      ...textRows(rows),
      '',
      ...after.flatMap((line) => [line, '']),
      ...policyText.flatMap((line) => [line, '']),
      footer.text,
    ].join('\n'),
    html: mailHtml({
      heading: facts.salon.name,
      body: [
        `<p>Hello ${escapeHtml(facts.client.name)},</p>`,
        `<p>${escapeHtml(lead)}</p>`,
        detailsTable(rows),
        charge.status === 'requires_action' && charge.payUrl
          ? `<p><a href="${escapeHtml(charge.payUrl)}">Confirm the payment</a></p>`
          : '',
        charge.status === 'failed' ? `<p>${escapeHtml(after[0]!)}</p>` : '',
        ...policyText.map((line) => `<p>${escapeHtml(line)}</p>`),
      ].join('\n'),
      footer: footer.html,
    }),
  };
}

export const FEE_NAMES: Record<FeeMailCharge['kind'], string> = {
  no_show_fee: 'no-show fee',
  late_cancel_fee: 'late-cancellation fee',
};

/**
 * The row a cancellation e-mail gives the fee its cancel charged: 'Late cancellation fee: $10.00 charged
 * to the card ending 4242', or what stopped it.
 */
export function feeMailRow(
  charge: Pick<AppointmentPaymentRow, 'kind' | 'amountCents' | 'currency' | 'status' | 'failureMessage'>,
  card: string | null,
): Row {
  const label = charge.kind === 'no_show_fee' ? 'No-show fee' : 'Late cancellation fee';
  const amount = money(charge.amountCents, charge.currency);
  const where = card ? `the ${card.charAt(0).toLowerCase()}${card.slice(1)}` : 'the card on file';
  switch (charge.status) {
    case 'succeeded':
      return [label, `${amount} charged to ${where}`];
    case 'requires_action':
      return [label, `${amount}: your bank asks you to confirm it (we e-mailed you a link)`];
    case 'failed':
      return [label, `${amount}, not charged: ${charge.failureMessage ?? 'the card was declined'}`];
    default:
      return [label, `${amount}, being charged to ${where}`];
  }
}
