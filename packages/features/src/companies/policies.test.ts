import { describe, expect, it } from 'vitest';
import { roleTable } from '../core/role-table';
import { companiesCapabilities } from './policies';

describe('companiesCapabilities', () => {
  it('lets salon owners, managers and the superadmin manage companies, nobody else', () => {
    const table = roleTable(
      ['superadmin', 'admin', 'salon', 'manager', 'stylist'],
      (role) => companiesCapabilities(role).add,
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
