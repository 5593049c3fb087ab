import type { ApiError } from '@salon/api/errors';
import { rankUpdateService } from '@salon/api/services/endpoints';
import useSWRMutation from 'swr/mutation';
import { useApi } from '../core';
import { servicesKeys } from './keys';

/**
 * `PATCH /service/rank-update-service`: `ids` in their new order, sent as `{_id, rank}` with 0-based ranks
 * from `firstRank` (the page's offset for categories, 0 for the services of one category).
 */
export function useRankServices() {
  const api = useApi();
  return useSWRMutation<string, ApiError, typeof servicesKeys.rank, { ids: string[]; firstRank: number }>(
    servicesKeys.rank,
    async (_key, { arg }) =>
      (
        await api(rankUpdateService, {
          body: { ids: arg.ids.map((_id, index) => ({ _id, rank: arg.firstRank + index })) },
        })
      ).message,
  );
}
