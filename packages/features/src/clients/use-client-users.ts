import { getClientUsers } from '@salon/api/clients/endpoints';
import type { ClientListQuery } from '@salon/api/clients/schemas';
import { useApiQuery } from '../core';
import { usersKeys } from './keys';

/** One page of the Users list, searched on the server; keeps the previous page while the next loads. */
export function useClientUsers(query: ClientListQuery) {
  return useApiQuery(usersKeys.list(query), getClientUsers, { query }, { keepPreviousData: true });
}
