import { saveStylist } from '@salon/api/stylists/endpoints';
import type { StylistFormBody } from '@salon/api/stylists/schemas';
import { useApiMutation } from '../core';
import { stylistsKeys } from './keys';

export interface SaveStylistInput {
  body: StylistFormBody;
  /** The new photo, when one was chosen. */
  image: File | null;
}

/** `POST /stylist/create-stylist` (multipart): adds a stylist, or updates one when `body.id` is given. */
export function useSaveStylist() {
  return useApiMutation(stylistsKeys.save, (api, arg: SaveStylistInput) =>
    api(saveStylist, { body: arg.body, files: { image: arg.image ?? undefined } }),
  );
}
