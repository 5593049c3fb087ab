import type { ApiResult } from '@salon/api/client';
import type { ApiError } from '@salon/api/errors';
import { saveSalon } from '@salon/api/salons/endpoints';
import type { SalonFormBody, SalonItem } from '@salon/api/salons/schemas';
import useSWRMutation from 'swr/mutation';
import { useApi } from '../core';
import { salonsKeys } from './keys';

export interface SaveSalonInput {
  body: SalonFormBody;
  /** The new logo, when one was chosen. */
  image: File | null;
}

/** `POST /salon/create-salon` (multipart): adds a salon and its owner, or updates one when `body.id` is given. */
export function useSaveSalon() {
  const api = useApi();
  return useSWRMutation<ApiResult<SalonItem>, ApiError, typeof salonsKeys.save, SaveSalonInput>(
    salonsKeys.save,
    (_key, { arg }) => api(saveSalon, { body: arg.body, files: { image: arg.image ?? undefined } }),
  );
}
