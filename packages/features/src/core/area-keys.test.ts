import { describe, expect, it } from 'vitest';
import { isAreaKey, namedKeys } from './area-keys';

describe('area keys', () => {
  it('names each fixed key after its segment', () => {
    expect(namedKeys('users', ['save', 'change-password', 'save-business-hours'])).toEqual({
      save: ['users', 'save'],
      changePassword: ['users', 'change-password'],
      saveBusinessHours: ['users', 'save-business-hours'],
    });
  });

  it("matches an area's reads, of one kind when given", () => {
    expect(isAreaKey('users', 'list')(['users', 'list', { page: 1 }])).toBe(true);
    expect(isAreaKey('users', 'list')(['users', 'save'])).toBe(false);
    expect(isAreaKey('users', 'list')(['staff', 'list', { page: 1 }])).toBe(false);
    expect(isAreaKey('users')(['users', 'stylist-options'])).toBe(true);
    expect(isAreaKey('users')('users')).toBe(false);
  });
});
