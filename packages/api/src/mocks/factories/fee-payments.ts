import type { FeePayment } from '../../booking/fee-payments';
import { fixedId } from '../builders';
import { appointmentIdOf, MOCK_SERVICES, MOCK_TIME_ZONE, mockInstant } from './appointments';

/** Payment links of the fixtures (signed-looking; the handlers know them, any other token is unknown). */
export const MOCK_FEE_TOKENS = {
  due: 'Wh8AAAAAQACAAAAAAAAAAamQAAAAAEAAgAAAAAAAEKa.feeDueAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
  paid: 'Wh8AAAAAQACAAAAAAAAAAamQAAAAAEAAgAAAAAAAEKb.feePaidAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
  nothingDue: 'Wh8AAAAAQACAAAAAAAAAAamQAAAAAEAAgAAAAAAAEKc.feeNoneAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
  invalid: 'Wh8AAAAAQACAAAAAAAAAAamQAAAAAEAAgAAAAAAAEKd.feeBadAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
} as const;

/**
 * The no-show fee of the Haircut on Monday 16 March 2026 at 09:00 New York time, $25.00, waiting for
 * the client's bank (offline provider).
 */
export function buildFeePayment(overrides: Partial<FeePayment> = {}): FeePayment {
  return {
    _id: appointmentIdOf(4260),
    appointmentId: 'AP-004260',
    salonName: 'Demo Salon',
    salonSlug: 'demo-salon',
    service: `${MOCK_SERVICES.haircuts.title} – ${MOCK_SERVICES.haircut.title}`,
    startsAt: mockInstant('2026-03-16', '09:00'),
    timeZone: MOCK_TIME_ZONE,
    charge: {
      _id: fixedId('0e5e0000', 0xf001),
      kind: 'no_show_fee',
      amount: 25,
      currency: 'usd',
      status: 'requires_action',
      failureMessage: null,
      createdAt: '2026-03-16T14:00:00.000Z',
    },
    provider: 'offline',
    publishableKey: null,
    clientSecret: null,
    amount: 25,
    ...overrides,
  };
}
