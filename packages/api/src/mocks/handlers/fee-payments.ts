import * as booking from '../../booking/endpoints';
import { FEE_PAYMENT_MESSAGES, type FeePayment, type PayFeeBody } from '../../booking/fee-payments';
import { buildFeePayment, MOCK_FEE_TOKENS } from '../factories/fee-payments';
import { fail, mockEndpoint, mockPending, ok } from '../http';
import { stateful } from '../stateful';

/**
 * The page of a fee's payment link, like the offline provider: the dialog's approve pays the
 * fee, its decline fails it; a fee paid stays paid (a second Pay answers it, no second charge).
 */
export function feePaymentHandlers() {
  const fees = new Map<string, FeePayment>([
    [MOCK_FEE_TOKENS.due, buildFeePayment()],
    [MOCK_FEE_TOKENS.paid, settled(buildFeePayment(), 'succeeded')],
    [MOCK_FEE_TOKENS.nothingDue, buildFeePayment({ charge: null, amount: null })],
  ]);
  return stateful(feePaymentHandlers, [
    mockEndpoint(booking.getFeePayment, ({ request }) => {
      const fee = fees.get(new URL(request.url).searchParams.get('token') ?? '');
      return fee ? ok(fee) : fail(404, FEE_PAYMENT_MESSAGES.invalidLink);
    }),
    mockEndpoint(booking.payAppointmentFee, async ({ request }) => {
      const body = (await request.json()) as PayFeeBody;
      const fee = fees.get(body.token);
      if (!fee) return fail(404, FEE_PAYMENT_MESSAGES.invalidLink);
      if (fee.charge?.status === 'succeeded') return ok(fee, FEE_PAYMENT_MESSAGES.paid);
      if (fee.charge?.status !== 'requires_action') return fail(409, FEE_PAYMENT_MESSAGES.nothingDue);
      const next = settled(fee, body.approve === false ? 'failed' : 'succeeded');
      fees.set(body.token, next);
      return ok(next, body.approve === false ? FEE_PAYMENT_MESSAGES.declined : FEE_PAYMENT_MESSAGES.paid);
    }),
  ]);
}

function settled(fee: FeePayment, status: 'succeeded' | 'failed'): FeePayment {
  if (!fee.charge) return fee;
  const failureMessage = status === 'failed' ? 'The card’s authentication failed.' : null;
  return { ...fee, charge: { ...fee.charge, status, failureMessage } };
}

export const feePaymentFailures = {
  loading: mockPending(booking.getFeePayment),
  payPending: mockPending(booking.payAppointmentFee),
};
