import { buildUserInfo } from '@salon/api/mocks/factories/auth';
import { describe, expect, it } from 'vitest';
import { isCustomerOf } from './use-customer';

describe('isCustomerOf', () => {
  it('is a customer (role user) of this salon’s site only', () => {
    const customer = buildUserInfo('user');
    expect(isCustomerOf(customer, 'demo-salon')).toBe(true);
    expect(isCustomerOf(customer, 'Demo-Salon')).toBe(true);
    expect(isCustomerOf(customer, 'second-salon')).toBe(false);
    expect(isCustomerOf(buildUserInfo('salon'), 'demo-salon')).toBe(false);
    expect(isCustomerOf(null, 'demo-salon')).toBe(false);
    expect(isCustomerOf(customer, undefined)).toBe(false);
  });
});
