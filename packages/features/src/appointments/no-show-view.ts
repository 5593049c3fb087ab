import { NO_SHOW_TEXTS, type NoShowCharge } from '@salon/api/appointments/schemas';
import type { NoShowChargeState } from '@salon/ui/screens/appointments/NoShowChargeModal';

/** Where a visit's No-show stands, from the server's answer (loading while there is none). */
export function noShowStateOf(charge: NoShowCharge | undefined): NoShowChargeState {
  if (!charge) return 'loading';
  if (!charge.noShowAt) return 'default';
  if (!charge.charge) return 'success';
  if (charge.charge.status === 'requires_action') return 'requires-action';
  if (charge.charge.status === 'failed') return 'error';
  return 'success';
}

/** What a visit marked before says when its modal opens again (the mark's own answer otherwise). */
export function noShowMessageOf(charge: NoShowCharge | undefined): string | null {
  if (!charge?.noShowAt) return null;
  if (!charge.charge) return NO_SHOW_TEXTS.noFee;
  if (charge.charge.status === 'succeeded') return NO_SHOW_TEXTS.charged;
  if (charge.charge.status === 'requires_action') return NO_SHOW_TEXTS.requiresAction;
  return charge.card ? NO_SHOW_TEXTS.declined : NO_SHOW_TEXTS.noCard;
}

/** '$25.00' in the fee's currency. */
export function formatFee(amount: number, currency: string): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.toUpperCase() }).format(
    amount,
  );
}
