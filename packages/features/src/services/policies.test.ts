import { ROLES } from '@salon/api/shared/schemas';
import { describe, expect, it } from 'vitest';
import { servicesCapabilities, SERVICES_ROLES } from './policies';

describe('servicesCapabilities', () => {
  it.each(ROLES)('%s', (role) => {
    const manages = ['salon', 'manager', 'superadmin'].includes(role);
    expect(servicesCapabilities(role)).toEqual({
      add: manages,
      edit: manages,
      toggle: manages,
      delete: manages,
      reorder: manages,
    });
  });

  it('lets salon, manager and superadmin in', () => {
    expect([...SERVICES_ROLES].sort()).toEqual(['manager', 'salon', 'superadmin']);
  });
});
