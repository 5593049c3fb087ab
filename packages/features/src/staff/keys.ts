import type { StaffListQuery } from '@salon/api/staff/schemas';

export const staffKeys = {
  all: ['staff'] as const,
  list: (query: StaffListQuery) => ['staff', 'list', query] as const,
  save: ['staff', 'save'] as const,
  toggle: ['staff', 'toggle'] as const,
  delete: ['staff', 'delete'] as const,
  changePassword: ['staff', 'change-password'] as const,
};

/** Every page and search of the list: revalidated together after a write. */
export const isStaffListKey = (key: unknown) => Array.isArray(key) && key[0] === 'staff' && key[1] === 'list';
