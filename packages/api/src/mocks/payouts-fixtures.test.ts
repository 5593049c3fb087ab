import { assert } from 'superstruct';
import { describe, expect, it } from 'vitest';
import { PayoutAccount, requirementLabels } from '../payouts/schemas';
import { payoutFixtures } from './factories/payouts';

// Every fixture a story or test serves must pass the contract it claims to follow.
describe('payout fixtures', () => {
  it.each(Object.entries(payoutFixtures))('serves %s as the contract says', (_name, account) => {
    assert(account, PayoutAccount);
  });

  it('names Stripe’s requirements for people, each once, and keeps unknown keys as they are', () => {
    expect(requirementLabels(payoutFixtures.pending.requirements)).toEqual([
      'A bank account for payouts',
      'Your date of birth',
      'Accepting Stripe’s terms of service',
    ]);
    expect(requirementLabels(['company.structure'])).toEqual(['company.structure']);
  });
});
