import type { ApiResult } from '@salon/api/client';
import type { ApiError } from '@salon/api/errors';
import { addWebsiteSetting } from '@salon/api/website/endpoints';
import type { WebsiteImageField, WebsiteInfo, WebsiteSettingBody } from '@salon/api/website/schemas';
import useSWRMutation from 'swr/mutation';
import { useApi } from '../core';
import { websiteSettingsKeys } from './keys';

/** One setting per call: a text field, the colour or the work hours in `body`, or one image file. */
export type WebsiteSettingChange =
  | { body: WebsiteSettingBody; file?: undefined }
  | { body?: undefined; file: { field: WebsiteImageField; image: File } };

/** `POST /website/add-website-setting?type=website` (multipart); resolves with the server's message and the settings. */
export function useSaveWebsiteSetting() {
  const api = useApi();
  return useSWRMutation<
    ApiResult<WebsiteInfo>,
    ApiError,
    typeof websiteSettingsKeys.save,
    WebsiteSettingChange
  >(websiteSettingsKeys.save, (_key, { arg }) =>
    api(addWebsiteSetting, {
      query: { type: 'website' as const },
      body: arg.body ?? {},
      files: arg.file ? { [arg.file.field]: arg.file.image } : undefined,
    }),
  );
}
