import { addWebsiteSetting } from '@salon/api/website-settings/endpoints';
import type { WebsiteImageField, WebsiteSettingBody } from '@salon/api/website-settings/schemas';
import { useApiMutation } from '../core';
import { websiteSettingsKeys } from './keys';

/** One setting per call: a text field, the colour or the work hours in `body`, or one image file. */
export type WebsiteSettingChange =
  | { body: WebsiteSettingBody; file?: undefined }
  | { body?: undefined; file: { field: WebsiteImageField; image: File } };

/** `POST /website/add-website-setting?type=website` (multipart); resolves with the server's message and the settings. */
export function useSaveWebsiteSetting() {
  return useApiMutation(websiteSettingsKeys.save, (api, arg: WebsiteSettingChange) =>
    api(addWebsiteSetting, {
      query: { type: 'website' as const },
      body: arg.body ?? {},
      files: arg.file ? { [arg.file.field]: arg.file.image } : undefined,
    }),
  );
}
