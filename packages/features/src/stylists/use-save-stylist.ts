import type { ApiResult } from '@salon/api/client';
import type { ApiError } from '@salon/api/errors';
import { saveStylist } from '@salon/api/stylists/endpoints';
import type { StylistFormBody, StylistItem } from '@salon/api/stylists/schemas';
import useSWRMutation from 'swr/mutation';
import { useApi } from '../core';
import { stylistsKeys } from './keys';

export interface SaveStylistInput {
  body: StylistFormBody;
  /** The new photo, when one was chosen. */
  image: File | null;
}

/** `POST /stylist/create-stylist` (multipart): adds a stylist, or updates one when `body.id` is given. */
export function useSaveStylist() {
  const api = useApi();
  return useSWRMutation<ApiResult<StylistItem>, ApiError, typeof stylistsKeys.save, SaveStylistInput>(
    stylistsKeys.save,
    (_key, { arg }) => api(saveStylist, { body: arg.body, files: { image: arg.image ?? undefined } }),
  );
}
