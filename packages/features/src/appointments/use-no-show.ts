import { getNoShowCharge, markNoShow } from '@salon/api/appointments/endpoints';
import { useApiMutation, useApiQuery } from '../core';
import { calendarKeys } from './keys';

/** `GET /appointment/no-show/:id`: the No-show modal's fee and card (nothing asked while `id` is null). */
export function useNoShowCharge(stylistId: string, id: string | null) {
  return useApiQuery(
    id ? calendarKeys.noShow(stylistId, id) : null,
    getNoShowCharge,
    id ? { params: { id } } : null,
    {
      revalidateOnFocus: false,
    },
  );
}

/** `POST /appointment/no-show/:id`: marks the visit and charges the fee; resolves with the envelope. */
export function useMarkNoShow() {
  return useApiMutation(calendarKeys.markNoShow, (api, id: string) => api(markNoShow, { params: { id } }));
}
