import { ROLES } from '@salon/api/shared/schemas';
import { describe, expect, it } from 'vitest';
import { canSignInToDashboard } from './policies';

describe('canSignInToDashboard', () => {
  it('refuses clients only', () => {
    const allowed = ROLES.filter(canSignInToDashboard);
    expect(allowed).toEqual(['superadmin', 'admin', 'salon', 'manager', 'stylist', 'company']);
  });
});
