import { createAvailabilityDaily } from '@salon/api/availability/endpoints';
import type { DailySlotBody, Slot } from '@salon/api/availability/schemas';
import type { ApiResult } from '@salon/api/client';
import type { ApiError } from '@salon/api/errors';
import useSWRMutation from 'swr/mutation';
import { useApi } from '../core';
import { calendarKeys } from './keys';

/** Creates a slot, or (with `slotId`) moves and unblocks one: `create-availability-daily`. */
export function useSaveSlot() {
  const api = useApi();
  return useSWRMutation<
    ApiResult<Slot>,
    ApiError,
    typeof calendarKeys.saveSlot,
    { stylistId: string; body: DailySlotBody }
  >(calendarKeys.saveSlot, (_key, { arg }) =>
    api(createAvailabilityDaily, { query: { stylistId: arg.stylistId }, body: arg.body }),
  );
}
