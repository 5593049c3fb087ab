import type { ClientListQuery } from '@salon/api/clients/schemas';

export const usersKeys = {
  all: ['users'] as const,
  list: (query: ClientListQuery) => ['users', 'list', query] as const,
  stylistOptions: ['users', 'stylist-options'] as const,
  save: ['users', 'save'] as const,
  toggle: ['users', 'toggle'] as const,
  delete: ['users', 'delete'] as const,
  logout: ['users', 'logout'] as const,
  note: ['users', 'note'] as const,
  message: ['users', 'message'] as const,
};

/** Every page and search of the list: revalidated together after a write. */
export const isUsersListKey = (key: unknown) => Array.isArray(key) && key[0] === 'users' && key[1] === 'list';
