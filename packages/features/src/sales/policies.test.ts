import { ROLES } from '@salon/api/shared/schemas';
import { describe, expect, it } from 'vitest';
import { CHECKOUT_ROLES, REPORT_ROLES, SALES_ROLES, salesCapabilities } from './policies';

describe('salesCapabilities', () => {
  it('lets the owner and the manager check out, the owner alone set the taxes', () => {
    expect(ROLES.filter((role) => salesCapabilities(role).checkout)).toEqual(['salon', 'manager']);
    expect(ROLES.filter((role) => salesCapabilities(role).settings)).toEqual(['salon']);
    expect([...CHECKOUT_ROLES].sort()).toEqual(['manager', 'salon']);
  });

  it('shows a stylist their own sales only, and nobody else anything', () => {
    expect([...SALES_ROLES].sort()).toEqual(['manager', 'salon', 'stylist']);
    expect(salesCapabilities('stylist')).toEqual({
      checkout: false,
      changePrice: false,
      settings: false,
      refund: false,
      void: false,
      reports: true,
      exportReport: false,
      ownOnly: true,
    });
    expect(Object.values(salesCapabilities('admin')).some(Boolean)).toBe(false);
  });

  it('lets the owner and the manager refund, void and export the report; a stylist reads their own', () => {
    expect(ROLES.filter((role) => salesCapabilities(role).refund)).toEqual(['salon', 'manager']);
    expect(ROLES.filter((role) => salesCapabilities(role).void)).toEqual(['salon', 'manager']);
    expect(ROLES.filter((role) => salesCapabilities(role).exportReport)).toEqual(['salon', 'manager']);
    expect([...REPORT_ROLES].sort()).toEqual(['manager', 'salon', 'stylist']);
  });
});
