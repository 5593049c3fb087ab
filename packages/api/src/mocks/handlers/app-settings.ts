import * as endpoints from '../../app-settings/endpoints';
import {
  APP_SETTING_FORMS,
  AppSettingBody,
  AppSettingType,
  type AppSetting,
} from '../../app-settings/schemas';
import type { AppMenu } from '../../salons/schemas';
import { is } from 'superstruct';
import { appMenuWithoutShop, appSettings, emptyAppSettings } from '../factories/app-settings';
import { fail, mockEndpoint, mockFailure, mockPending, ok } from '../http';
import { FIXED_NOW } from '../clock';
import { productImage } from '../factories/products';

function typeOf(url: string): AppSettingType | null {
  const type = new URL(url).searchParams.get('type');
  return is(type, AppSettingType) ? type : null;
}

/**
 * The App Settings area; stateless like the other mock areas. The save checks the form as the server
 * does (the type's fields only, each required, the image unless one is stored) and answers the
 * setting with the sent texts and the stored image.
 */
export function appSettingHandlers(
  options: { menu?: AppMenu; settings?: Record<AppSettingType, AppSetting> } = {},
) {
  const settings = options.settings ?? appSettings;
  return [
    mockEndpoint(endpoints.getAppMenu, () => ok(options.menu ?? appMenuWithoutShop)),
    mockEndpoint(endpoints.getAppSetting, ({ request }) => {
      const type = typeOf(request.url);
      if (!type) return fail(400, 'type: must be one of logo, login, register, home, shop, profile');
      return ok(settings[type]);
    }),
    mockEndpoint(endpoints.addAppSetting, async ({ request }) => {
      const type = typeOf(request.url);
      if (!type) return fail(400, 'type: must be one of logo, login, register, home, shop, profile');
      const form = await request.formData();
      const texts: Record<string, string> = {};
      const image = form.get('image');
      for (const [name, value] of form.entries()) if (name !== 'image') texts[name] = String(value);
      if (!is(texts, AppSettingBody)) return fail(400, 'Invalid request body');
      const rules = APP_SETTING_FORMS[type];
      const allowed = new Set(rules.texts.map((field) => field.name));
      const extra = Object.keys(texts).find((name) => !allowed.has(name));
      if (extra) return fail(400, `${extra}: is not allowed`);
      const sent: Record<string, string | undefined> = texts;
      const missing = rules.texts.find((field) => !sent[field.name]?.trim());
      if (missing) return fail(400, missing.message);
      const stored = settings[type] as unknown as Record<string, unknown>;
      if (!(image instanceof Blob) && !stored[rules.image.name]) return fail(400, rules.image.message);
      const saved = {
        ...stored,
        ...texts,
        [rules.image.name]:
          image instanceof Blob ? productImage('#ddd6fe', '#6d28d9') : stored[rules.image.name],
        updatedAt: FIXED_NOW.toISOString(),
      } as unknown as AppSetting;
      return ok(saved, rules.success);
    }),
  ];
}

export const appSettingFailures = {
  loading: mockPending(endpoints.getAppSetting),
  /** A salon that has never saved: every field empty, so submitting shows every message. */
  empty: appSettingHandlers({ settings: emptyAppSettings }),
  loadError: mockFailure(endpoints.getAppSetting, 500, 'Could not load the app settings, please try again'),
};
