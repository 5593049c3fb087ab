import { ROLES } from '@salon/api/shared/schemas';
import { describe, expect, it } from 'vitest';
import { productCapabilities, PRODUCT_ROLES } from './policies';

describe('productCapabilities', () => {
  it('lets salon, manager and superadmin manage products, nobody else', () => {
    const managers = ROLES.filter((role) => productCapabilities(role).add);
    expect(managers).toEqual(['superadmin', 'salon', 'manager']);
    expect([...PRODUCT_ROLES].sort()).toEqual([...managers].sort());
    expect(productCapabilities('salon')).toEqual({
      add: true,
      edit: true,
      delete: true,
      toggle: true,
      addStock: true,
    });
    expect(Object.values(productCapabilities('stylist')).some(Boolean)).toBe(false);
  });
});
