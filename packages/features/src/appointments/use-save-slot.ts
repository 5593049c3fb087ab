import { createAvailabilityDaily } from '@salon/api/availability/endpoints';
import type { DailySlotBody } from '@salon/api/availability/schemas';
import { useApiMutation } from '../core';
import { calendarKeys } from './keys';

/** Creates a slot, or (with `slotId`) moves and unblocks one: `create-availability-daily`. */
export function useSaveSlot() {
  return useApiMutation(calendarKeys.saveSlot, (api, arg: { stylistId: string; body: DailySlotBody }) =>
    api(createAvailabilityDaily, { query: { stylistId: arg.stylistId }, body: arg.body }),
  );
}
