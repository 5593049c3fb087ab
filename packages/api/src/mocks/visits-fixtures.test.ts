import { assert } from 'superstruct';
import { describe, expect, it } from 'vitest';
import { MyAppointment, RescheduleInfo } from '../booking/visits';
import { CancelToken } from '../booking/schemas';
import {
  buildPastVisits,
  buildUpcomingVisits,
  MOCK_CLAIM_TOKEN,
  MOCK_RESCHEDULE_TOKENS,
  rescheduleInfoOfToken,
} from './factories/visits';

describe('visit fixtures', () => {
  it('pass the contract: My appointments and the reschedule page', () => {
    for (const visit of [...buildUpcomingVisits(), ...buildPastVisits()]) assert(visit, MyAppointment);
    for (const token of Object.values(MOCK_RESCHEDULE_TOKENS)) assert(token, CancelToken);
    assert(MOCK_CLAIM_TOKEN, CancelToken);
    for (const token of ['open', 'second', 'tooLate', 'cancelled'] as const) {
      assert(rescheduleInfoOfToken(MOCK_RESCHEDULE_TOKENS[token]), RescheduleInfo);
    }
    expect(rescheduleInfoOfToken(MOCK_RESCHEDULE_TOKENS.invalid)).toBeUndefined();
  });

  it('offer changes only on visits that may still change', () => {
    const [tooLate, open] = buildUpcomingVisits();
    expect(tooLate!.rescheduleToken).toBeNull();
    expect(open!.rescheduleToken).toBe(MOCK_RESCHEDULE_TOKENS.open);
    expect(buildPastVisits().every((visit) => visit.cancelToken === null)).toBe(true);
  });
});
