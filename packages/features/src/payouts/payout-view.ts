import { DEFAULT_LOCALE, formatMoney } from '@salon/api/money/format';
import { requirementLabels, type PayoutAccount, type PayoutSummary } from '@salon/api/payouts/schemas';
import type { PayoutLine, PayoutsScreenState } from '@salon/ui/screens/payouts/PayoutsScreen';

const STATUS_TEXT: Record<string, { text: string; tone: PayoutLine['tone'] }> = {
  paid: { text: 'Paid', tone: 'success' },
  pending: { text: 'Pending', tone: 'warning' },
  in_transit: { text: 'In transit', tone: 'warning' },
  failed: { text: 'Failed', tone: 'danger' },
  canceled: { text: 'Canceled', tone: 'danger' },
};

/** Minor units in the payout's currency, e.g. `$124.50`, `¥12,450`. */
export function payoutMoney(minorUnits: number, currency: string): string {
  return formatMoney(minorUnits, { currency: currency.toUpperCase(), locale: DEFAULT_LOCALE });
}

export function payoutLineOf(payout: PayoutSummary): PayoutLine {
  const status = STATUS_TEXT[payout.status] ?? { text: payout.status, tone: 'warning' as const };
  return {
    amount: payoutMoney(payout.amount, payout.currency),
    statusText: status.text,
    tone: status.tone,
    // Stripe's arrival date is a bank day: shown as that day, whatever the zone.
    date: payout.arrivalDate
      ? new Date(payout.arrivalDate).toLocaleDateString('en-US', {
          year: 'numeric',
          month: 'short',
          day: 'numeric',
          timeZone: 'UTC',
        })
      : null,
    failureMessage: payout.failureMessage,
  };
}

/** The Payouts page's state from the account the server answered. */
export function payoutsStateOf(account: PayoutAccount): PayoutsScreenState {
  switch (account.state) {
    case 'not-connected':
      return { status: 'not-connected' };
    case 'pending':
      return { status: 'pending', requirements: requirementLabels(account.requirements) };
    case 'connected':
      return {
        status: 'connected',
        payoutsEnabled: account.payoutsEnabled,
        lastPayout: account.lastPayout ? payoutLineOf(account.lastPayout) : null,
      };
  }
}
