import { formatMoney } from '@salon/api/money/format';
import { detailsTable, escapeHtml, mailHtml } from '../../mail/html';
import type { Mail } from '../../mail/mailer';
import type { OrderWithDetails } from './order-rows';

/** An amount of the order in its own currency, written in the salon's locale. */
const moneyOf = (row: OrderWithDetails, minorUnits: number) =>
  formatMoney(minorUnits, { currency: row.currency, locale: row.salonLocale });

const greetingName = (row: OrderWithDetails) => row.customerName ?? row.shippingAddress.firstName;

/** The salon an order e-mail is from; its e-mail is the Reply-To of the customer's e-mails. */
export interface OrderMailSalon {
  id: string;
  name: string;
  email?: string | null;
}

export const salonOfOrder = (row: OrderWithDetails): OrderMailSalon => ({
  id: row.salonId,
  name: row.salonName,
  email: row.salonEmail,
});

const replyToSalon = (salon: OrderMailSalon) => (salon.email ? { replyTo: salon.email } : {});

const orderLines = (row: OrderWithDetails): Array<[string, string]> =>
  row.items.map((item) => [
    `${item.quantity} × ${item.productName}`,
    moneyOf(row, item.priceCents * item.quantity),
  ]);

/** The customer's e-mail when the order is paid: its lines and totals, from the salon. */
export function orderConfirmationMail(row: OrderWithDetails, salon: OrderMailSalon): Mail | null {
  if (!row.customerEmail) return null;
  const lines = orderLines(row);
  const totals: Array<[string, string]> = [
    ['Items', moneyOf(row, row.amountCents)],
    ...(row.discountCents > 0
      ? [[`Coupon ${row.couponCode ?? ''}`.trim(), `−${moneyOf(row, row.discountCents)}`] as [string, string]]
      : []),
    ['Shipping', 'Free'],
    ['Total paid', moneyOf(row, row.totalAmountCents)],
  ];
  const thanks = `Thank you for your order, ${greetingName(row)}.`;
  const dispatch = 'Your order will dispatch in 24 hours.';
  return {
    to: row.customerEmail,
    salonId: salon.id,
    fromName: salon.name,
    ...replyToSalon(salon),
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
export function orderCompletedMail(row: OrderWithDetails, salon: OrderMailSalon): Mail | null {
  if (!row.customerEmail) return null;
  const done = `Your order #${row.number} at ${salon.name} is completed.`;
  return {
    to: row.customerEmail,
    salonId: salon.id,
    fromName: salon.name,
    ...replyToSalon(salon),
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

/**
 * To the salon's e-mail when an order is paid: the customer's contact details, the lines and total, and
 * a link to the dashboard's orders. Reply-To is the customer. None when the salon has no e-mail.
 */
export function salonOrderMail(row: OrderWithDetails, salon: OrderMailSalon, ordersUrl: string): Mail | null {
  if (!salon.email) return null;
  const address = row.shippingAddress;
  const name = row.customerName ?? [address.firstName, address.lastName].filter(Boolean).join(' ');
  const contact: Array<[string, string]> = [
    ['Customer', name],
    ...(row.customerEmail ? [['E-mail', row.customerEmail] as [string, string]] : []),
    ...(row.customerPhone ? [['Phone', row.customerPhone] as [string, string]] : []),
  ];
  const lines = orderLines(row);
  const total: [string, string] = ['Total paid', moneyOf(row, row.totalAmountCents)];
  const heading = `${salon.name}: order #${row.number} is paid.`;
  return {
    to: salon.email,
    salonId: salon.id,
    fromName: salon.name,
    ...(row.customerEmail ? { replyTo: row.customerEmail } : {}),
    subject: `New paid order #${row.number}: ${moneyOf(row, row.totalAmountCents)} from ${name}`,
    text: [
      heading,
      '',
      ...contact.map(([label, value]) => `  ${`${label}:`.padEnd(10)}${value}`),
      '',
      ...lines.map(([label, value]) => `  ${label}  ${value}`),
      `${total[0]}: ${total[1]}`,
      '',
      `See it in the dashboard: ${ordersUrl}`,
    ].join('\n'),
    html: mailHtml({
      heading: salon.name,
      body: [
        `<p style="margin:0 0 12px;">${escapeHtml(heading)}</p>`,
        detailsTable([...contact, ...lines, total]),
        `<p style="margin:0 0 12px;"><a href="${escapeHtml(ordersUrl)}">See it in the dashboard</a></p>`,
      ].join('\n'),
    }),
  };
}
