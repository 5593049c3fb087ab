import { getClientUsers } from '@salon/api/clients/endpoints';
import type { ClientListQuery, ClientUser } from '@salon/api/clients/schemas';
import type { ApiError } from '@salon/api/errors';
import type { Paged } from '@salon/api/shared/schemas';
import useSWR from 'swr';
import { useApi } from '../core';
import { usersKeys } from './keys';

/** One page of the Users list, searched on the server; keeps the previous page while the next loads. */
export function useClientUsers(query: ClientListQuery) {
  const api = useApi();
  return useSWR<Paged<ClientUser>, ApiError>(
    usersKeys.list(query),
    async () => (await api(getClientUsers, { query })).data,
    { keepPreviousData: true },
  );
}
