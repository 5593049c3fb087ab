import { ROLES } from '@salon/api/shared/schemas';
import { describe, expect, it } from 'vitest';
import { orderCapabilities } from './policies';

describe('orderCapabilities', () => {
  it('shows orders to salon and superadmin only', () => {
    expect(ROLES.filter((role) => orderCapabilities(role).view)).toEqual(['superadmin', 'salon']);
    expect(orderCapabilities('manager')).toEqual({ view: false, changeStatus: false });
  });
});
