import { saveSalon } from '@salon/api/salons/endpoints';
import type { SalonFormBody } from '@salon/api/salons/schemas';
import { useApiMutation } from '../core';
import { salonsKeys } from './keys';

export interface SaveSalonInput {
  body: SalonFormBody;
  /** The new logo, when one was chosen. */
  image: File | null;
}

/** `POST /salon/create-salon` (multipart): adds a salon and its owner, or updates one when `body.id` is given. */
export function useSaveSalon() {
  return useApiMutation(salonsKeys.save, (api, arg: SaveSalonInput) =>
    api(saveSalon, { body: arg.body, files: { image: arg.image ?? undefined } }),
  );
}
