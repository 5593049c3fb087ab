import { formatMoney, PLATFORM_MONEY } from '@salon/api/money/format';
import { detailsTable, escapeHtml, mailHtml } from '../../mail/html';
import type { Mail } from '../../mail/mailer';

/** What a paid sign-up's receipt says (plan, period, amount charged, discount, next renewal). */
export interface ReceiptFacts {
  owner: { name: string; email: string };
  salon: { id: string; name: string; timeZone: string };
  planName: string;
  interval: 'month' | 'year';
  periodStart: Date;
  periodEnd: Date;
  /** Cents: the plan's price, the discount, and what was charged (price minus discount). */
  priceCents: number;
  discountCents: number;
  currency: string;
  /** The promotion code typed, if any. */
  promotionCode: string | null;
  /** Where the owner signs in: the admin dashboard. */
  dashboardUrl: string;
  /** The platform's name, the sender of both e-mails. */
  platform: string;
}

/** An amount in the plan's currency (the platform's, USD), written in the platform's locale: `$29.00`. */
export function money(minorUnits: number, currency: string): string {
  return formatMoney(minorUnits, { currency: currency.toUpperCase(), locale: PLATFORM_MONEY.locale });
}

/** A day in the salon's time zone, e.g. `28 November 2026`. */
function day(date: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone,
  }).format(date);
}

const per = (interval: 'month' | 'year') => (interval === 'year' ? 'yearly' : 'monthly');

/** The rows of the receipt, the same in the text and the HTML. */
export function receiptRows(facts: ReceiptFacts): Array<[string, string]> {
  const { salon, currency } = facts;
  const charged = facts.priceCents - facts.discountCents;
  return [
    ['Salon', salon.name],
    ['Plan', `${facts.planName} (${per(facts.interval)})`],
    ['Period', `${day(facts.periodStart, salon.timeZone)} – ${day(facts.periodEnd, salon.timeZone)}`],
    ['Price', money(facts.priceCents, currency)],
    [
      'Discount',
      facts.discountCents > 0
        ? `${money(facts.discountCents, currency)}${facts.promotionCode ? ` (code ${facts.promotionCode})` : ''}`
        : 'None',
    ],
    ['Amount charged', money(charged, currency)],
    ['Next renewal', day(facts.periodEnd, salon.timeZone)],
  ];
}

/** The receipt of a new salon's first payment, to its owner. */
export function receiptMail(facts: ReceiptFacts): Mail {
  const rows = receiptRows(facts);
  const intro = `Thank you for subscribing to ${facts.platform}. This is your receipt.`;
  const renewal = `Your subscription renews on ${rows.at(-1)![1]}; you can cancel it any time in My Profile.`;
  return {
    to: facts.owner.email,
    salonId: facts.salon.id,
    fromName: facts.platform,
    subject: `Your receipt from ${facts.platform}`,
    text: [
      `Hello ${facts.owner.name},`,
      '',
      intro,
      '',
      ...rows.map(([label, value]) => `${label}: ${value}`),
      '',
      renewal,
      `Your billing history is in My Profile: ${facts.dashboardUrl}/my-profile`,
    ].join('\n'),
    html: mailHtml({
      heading: facts.platform,
      body: [
        `<p style="margin:0 0 12px;">Hello ${escapeHtml(facts.owner.name)},</p>`,
        `<p style="margin:0 0 12px;">${escapeHtml(intro)}</p>`,
        detailsTable(rows),
        `<p style="margin:0 0 12px;">${escapeHtml(renewal)}</p>`,
      ].join('\n'),
      footer: `Your billing history is in <a href="${escapeHtml(`${facts.dashboardUrl}/my-profile`)}">My Profile</a>.`,
    }),
  };
}

/** The first steps that make the new salon bookable (the dashboard's first-steps card). */
export const FIRST_STEPS = [
  'Add your services, with their prices and durations.',
  'Add your stylists and set their hours.',
  "Set your website's look: colours, logo and banner.",
  'Share your booking link: copy it, or print its QR code.',
] as const;

/** The welcome e-mail of a new salon: the first steps and where to take them. */
export function welcomeMail(
  facts: Pick<ReceiptFacts, 'owner' | 'salon' | 'dashboardUrl' | 'platform'>,
): Mail {
  const intro = `Welcome to ${facts.platform}! ${facts.salon.name} is ready. Four steps make your site bookable:`;
  const outro = 'The first-steps card on your dashboard ticks each step as you do it.';
  return {
    to: facts.owner.email,
    salonId: facts.salon.id,
    fromName: facts.platform,
    subject: `Welcome to ${facts.platform}: your first steps`,
    text: [
      `Hello ${facts.owner.name},`,
      '',
      intro,
      '',
      ...FIRST_STEPS.map((step, index) => `${index + 1}. ${step}`),
      '',
      outro,
      `Open your dashboard: ${facts.dashboardUrl}/`,
    ].join('\n'),
    html: mailHtml({
      heading: facts.platform,
      body: [
        `<p style="margin:0 0 12px;">Hello ${escapeHtml(facts.owner.name)},</p>`,
        `<p style="margin:0 0 12px;">${escapeHtml(intro)}</p>`,
        `<ol style="margin:0 0 12px;padding-left:20px;">${FIRST_STEPS.map((step) => `<li>${escapeHtml(step)}</li>`).join('')}</ol>`,
        `<p style="margin:0 0 12px;">${escapeHtml(outro)}</p>`,
        `<p style="margin:0 0 16px;"><a href="${escapeHtml(`${facts.dashboardUrl}/`)}" style="display:inline-block;padding:10px 16px;background:#222;color:#fff;border-radius:6px;text-decoration:none;">Open your dashboard</a></p>`,
      ].join('\n'),
    }),
  };
}
