import { formatMoney } from '@salon/api/money/format';
import type { Sale } from '@salon/api/sales/schemas';
import type { SalonRow } from '../../db/schema';
import { zoneFormat, zoneOf } from '../../lib/time-zones';
import { detailsTable, escapeHtml, mailHtml } from '../../mail/html';
import type { Mail } from '../../mail/mailer';

const METHOD_NAMES = { card: 'Card', cash: 'Cash', other: 'Other', deposit: 'Deposit' } as const;

/** The client's receipt, e-mailed when a sale with their address is paid: what the printed one shows. */
export function receiptMail(
  sale: Sale,
  salon: Pick<SalonRow, 'id' | 'name' | 'email' | 'locale' | 'timeZone'>,
): Mail | null {
  if (!sale.client?.email || !sale.receipt) return null;
  const money = (minor: number) => formatMoney(minor, { currency: sale.currency, locale: salon.locale });
  const receipt = sale.receipt;
  const lines: Array<[string, string]> = sale.lines.map((line) => [
    `${line.quantity} × ${line.name}${line.stylist ? ` (${line.stylist.name})` : ''}`,
    money(line.totalMinor),
  ]);
  const totals: Array<[string, string]> = [
    ['Subtotal', money(sale.subtotalMinor)],
    ...(sale.discountMinor > 0 ? [['Discount', `−${money(sale.discountMinor)}`] as [string, string]] : []),
    ...(sale.taxMinor > 0 ? [[receipt.taxLabel, money(sale.taxMinor)] as [string, string]] : []),
    ...(sale.tipMinor > 0 ? [['Tip', money(sale.tipMinor)] as [string, string]] : []),
    ['Total', money(sale.totalMinor)],
    ...sale.payments.map((payment): [string, string] => [
      [METHOD_NAMES[payment.method], payment.detail].filter(Boolean).join(' · '),
      money(payment.amountMinor),
    ]),
    ...sale.payments
      .filter((payment) => payment.changeMinor > 0)
      .map((payment): [string, string] => ['Change', money(payment.changeMinor)]),
  ];
  const at = new Date(receipt.issuedAt);
  const issued = `${zoneFormat(zoneOf(salon), 'longDate').format(at)}, ${zoneFormat(zoneOf(salon), 'clock').format(at)}`;
  const heading = `Receipt #${receipt.number}`;
  const footer = [receipt.address, receipt.taxNumber ? `${receipt.taxLabel} number ${receipt.taxNumber}` : '']
    .filter(Boolean)
    .join(' · ');
  return {
    to: sale.client.email,
    salonId: salon.id,
    fromName: salon.name,
    ...(salon.email ? { replyTo: salon.email } : {}),
    subject: `Your receipt from ${salon.name}`,
    text: [
      `Thank you for your visit, ${sale.client.name}.`,
      '',
      `${heading} · ${issued}`,
      ...lines.map(([label, value]) => `  ${label}  ${value}`),
      ...totals.map(([label, value]) => `${label}: ${value}`),
      '',
      salon.name,
      footer,
    ].join('\n'),
    html: mailHtml({
      heading: salon.name,
      body: [
        `<p style="margin:0 0 12px;">${escapeHtml(`Thank you for your visit, ${sale.client.name}.`)}</p>`,
        `<p style="margin:0 0 8px;font-weight:bold;">${escapeHtml(`${heading} · ${issued}`)}</p>`,
        detailsTable([...lines, ...totals]),
      ].join('\n'),
      ...(footer ? { footer: escapeHtml(footer) } : {}),
    }),
  };
}

/** The client's refund receipt: its own number, what was given back and how. */
export function refundMail(
  sale: Sale,
  number: number,
  amountMinor: number,
  salon: Pick<SalonRow, 'id' | 'name' | 'email' | 'locale' | 'timeZone'>,
): Mail | null {
  const refund = sale.refunds.find((candidate) => candidate.number === number);
  if (!sale.client?.email || !sale.receipt || !refund) return null;
  const money = (minor: number) => formatMoney(minor, { currency: sale.currency, locale: salon.locale });
  const rows: Array<[string, string]> = [
    ...refund.lines.map((line): [string, string] => [
      `${line.quantity} × ${line.name}`,
      money(line.amountMinor),
    ]),
    ...(refund.tipMinor > 0 ? [['Tip', money(refund.tipMinor)] as [string, string]] : []),
    ['Refunded', money(amountMinor)],
    ...refund.payments.map((payment): [string, string] => [
      [METHOD_NAMES[payment.method], payment.detail].filter(Boolean).join(' · '),
      money(payment.amountMinor),
    ]),
  ];
  const heading = `Refund #${number} of receipt #${sale.receipt.number}`;
  return {
    to: sale.client.email,
    salonId: salon.id,
    fromName: salon.name,
    ...(salon.email ? { replyTo: salon.email } : {}),
    subject: `Your refund from ${salon.name}`,
    text: [heading, ...rows.map(([label, value]) => `${label}: ${value}`), '', salon.name].join('\n'),
    html: mailHtml({
      heading: salon.name,
      body: [
        `<p style="margin:0 0 8px;font-weight:bold;">${escapeHtml(heading)}</p>`,
        detailsTable(rows),
      ].join('\n'),
    }),
  };
}
