import { detailsTable, escapeHtml, mailHtml } from '../../mail/html';
import type { Mail } from '../../mail/mailer';
import type { OrderWithDetails } from './repository';

const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;

const greetingName = (row: OrderWithDetails) => row.customerName ?? row.shippingAddress.firstName;

/** The customer's e-mail when the order is paid: its lines and totals, from the salon. */
export function orderConfirmationMail(
  row: OrderWithDetails,
  salon: { id: string; name: string },
): Mail | null {
  if (!row.customerEmail) return null;
  const lines: Array<[string, string]> = row.items.map((item) => [
    `${item.quantity} × ${item.productName}`,
    dollars(item.priceCents * item.quantity),
  ]);
  const totals: Array<[string, string]> = [
    ['Items', dollars(row.amountCents)],
    ...(row.discountCents > 0
      ? [[`Coupon ${row.couponCode ?? ''}`.trim(), `−${dollars(row.discountCents)}`] as [string, string]]
      : []),
    ['Shipping', 'Free'],
    ['Total paid', dollars(row.totalAmountCents)],
  ];
  const thanks = `Thank you for your order, ${greetingName(row)}.`;
  const dispatch = 'Your order will dispatch in 24 hours.';
  return {
    to: row.customerEmail,
    salonId: salon.id,
    fromName: salon.name,
    subject: `Your order #${row.number} at ${salon.name}`,
    text: [
      thanks,
      '',
      `Order #${row.number}`,
      ...lines.map(([label, value]) => `  ${label}  ${value}`),
      ...totals.map(([label, value]) => `${label}: ${value}`),
      '',
      dispatch,
      '',
      salon.name,
    ].join('\n'),
    html: mailHtml({
      heading: salon.name,
      body: [
        `<p style="margin:0 0 12px;">${escapeHtml(thanks)}</p>`,
        `<p style="margin:0 0 8px;font-weight:bold;">Order #${row.number}</p>`,
        detailsTable([...lines, ...totals]),
        `<p style="margin:0 0 12px;">${escapeHtml(dispatch)}</p>`,
      ].join('\n'),
    }),
  };
}

/** The customer's e-mail when the salon marks the order Completed. */
export function orderCompletedMail(row: OrderWithDetails, salon: { id: string; name: string }): Mail | null {
  if (!row.customerEmail) return null;
  const done = `Your order #${row.number} at ${salon.name} is completed.`;
  return {
    to: row.customerEmail,
    salonId: salon.id,
    fromName: salon.name,
    subject: `Your order #${row.number} is completed`,
    text: [`Hello ${greetingName(row)},`, '', done, '', salon.name].join('\n'),
    html: mailHtml({
      heading: salon.name,
      body: [
        `<p style="margin:0 0 12px;">Hello ${escapeHtml(greetingName(row))},</p>`,
        `<p style="margin:0 0 12px;">${escapeHtml(done)}</p>`,
      ].join('\n'),
    }),
  };
}
