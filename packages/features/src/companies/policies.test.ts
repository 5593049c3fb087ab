import { describe, expect, it } from 'vitest';
import { companiesCapabilities } from './policies';

describe('companiesCapabilities', () => {
  it('lets salon owners, managers and the superadmin manage companies, nobody else', () => {
    const table = Object.fromEntries(
      (['superadmin', 'admin', 'salon', 'manager', 'stylist'] as const).map((role) => [
        role,
        companiesCapabilities(role).add,
      ]),
    );
    expect(table).toEqual({ superadmin: true, admin: false, salon: true, manager: true, stylist: false });
    expect(companiesCapabilities('salon')).toEqual({
      add: true,
      edit: true,
      toggleActive: true,
      delete: true,
    });
  });
});
