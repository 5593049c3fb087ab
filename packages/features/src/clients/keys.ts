import type { ClientListQuery } from '@salon/api/clients/schemas';
import { isAreaKey, namedKeys } from '../core/area-keys';

export const usersKeys = {
  all: ['users'] as const,
  list: (query: ClientListQuery) => ['users', 'list', query] as const,
  ...namedKeys('users', ['stylist-options', 'save', 'toggle', 'delete', 'logout', 'note', 'message']),
};

/** Every page and search of the list: revalidated together after a write. */
export const isUsersListKey = isAreaKey('users', 'list');
