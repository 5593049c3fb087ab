import { ROLES } from '@salon/api/shared/schemas';
import { describe, expect, it } from 'vitest';
import { canCancelSubscription, SALONS_PAGE_ROLES } from './policies';

describe('salon policies', () => {
  it('opens /salon to the admin only', () => {
    expect(SALONS_PAGE_ROLES).toEqual(['admin']);
  });

  it('lets the admin and the salon owner cancel a subscription', () => {
    expect(ROLES.filter(canCancelSubscription)).toEqual(['admin', 'salon']);
  });
});
