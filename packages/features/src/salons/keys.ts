import type { SalonListQuery } from '@salon/api/salons/schemas';
import { isAreaKey, namedKeys } from '../core/area-keys';

export const salonsKeys = {
  all: ['salons'] as const,
  list: (query: SalonListQuery) => ['salons', 'list', query] as const,
  ...namedKeys('salons', ['save', 'toggle', 'menu', 'delete', 'reset-password', 'cancel-subscription']),
};

/** Every page and search of the list: revalidated together after a write. */
export const isSalonsListKey = isAreaKey('salons', 'list');
