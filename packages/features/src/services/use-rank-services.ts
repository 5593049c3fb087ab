import { rankUpdateService } from '@salon/api/services/endpoints';
import { useMessageMutation } from '../core';
import { servicesKeys } from './keys';

/**
 * `PATCH /service/rank-update-service`: `ids` in their new order, sent as `{_id, rank}` with 0-based ranks
 * from `firstRank` (the page's offset for categories, 0 for the services of one category).
 */
export function useRankServices() {
  return useMessageMutation(servicesKeys.rank, (api, arg: { ids: string[]; firstRank: number }) =>
    api(rankUpdateService, {
      body: { ids: arg.ids.map((_id, index) => ({ _id, rank: arg.firstRank + index })) },
    }),
  );
}
