import type { SalonListQuery } from '@salon/api/salons/schemas';

export const salonsKeys = {
  all: ['salons'] as const,
  list: (query: SalonListQuery) => ['salons', 'list', query] as const,
  save: ['salons', 'save'] as const,
  toggle: ['salons', 'toggle'] as const,
  menu: ['salons', 'menu'] as const,
  delete: ['salons', 'delete'] as const,
  resetPassword: ['salons', 'reset-password'] as const,
  cancelSubscription: ['salons', 'cancel-subscription'] as const,
};

/** Every page and search of the list: revalidated together after a write. */
export const isSalonsListKey = (key: unknown) =>
  Array.isArray(key) && key[0] === 'salons' && key[1] === 'list';
