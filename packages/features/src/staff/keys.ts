import type { StaffListQuery } from '@salon/api/staff/schemas';
import { isAreaKey, namedKeys } from '../core/area-keys';

export const staffKeys = {
  all: ['staff'] as const,
  list: (query: StaffListQuery) => ['staff', 'list', query] as const,
  ...namedKeys('staff', ['save', 'toggle', 'delete', 'change-password']),
};

/** Every page and search of the list: revalidated together after a write. */
export const isStaffListKey = isAreaKey('staff', 'list');
