import { PaymentList, PaymentRow, PaymentSummary } from './PaymentLines.styles';

/** One payment, fee or refund of a visit, worded and formatted by the container. */
export interface PaymentLine {
  id: string;
  /** 'Deposit', 'No-show fee', 'Desk payment (cash)' … */
  label: string;
  /** '$35.00', '−$20.00' for what was given back. */
  amount: string;
  /** 'Paid · Mar 16, 10:07 AM'. */
  detail: string;
}

/** A visit's payments, fees and refunds: what, how much, and its status and time on the salon's clock. */
export function PaymentLines({
  lines,
  label,
  summary,
}: {
  lines: PaymentLine[];
  label: string;
  /** 'Paid $35.00 · Deposit $20.00' above the list (left out: none). */
  summary?: string;
}) {
  const list = (
    <PaymentList aria-label={label}>
      {lines.map((line) => (
        <PaymentRow key={line.id}>
          <span>{line.label}</span>
          <span>{line.amount}</span>
          <span>{line.detail}</span>
        </PaymentRow>
      ))}
    </PaymentList>
  );
  if (!summary) return list;
  return (
    <>
      <PaymentSummary>{summary}</PaymentSummary>
      {list}
    </>
  );
}
