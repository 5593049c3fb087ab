import {
  APP_SETTING_FORMS,
  APP_SETTING_TYPES,
  appSettingImage,
  appSettingTexts,
  type AppSettingBody,
  type AppSettingType,
} from '@salon/api/app-settings/schemas';
import {
  AppSettingsScreen,
  type AppSettingCardModel,
} from '@salon/ui/screens/app-settings/AppSettingsScreen';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { useSWRConfig } from 'swr';
import { errorMessage, useAppMenu, useUserInfo } from '../core';
import { appSettingsKeys } from './keys';
import { appSettingCardTypes } from './policies';
import { useAppSetting } from './use-app-setting';
import { useSaveAppSetting } from './use-save-app-setting';

/** Every setting's query, always in the same order (hooks), the shop's only with Point of Sales. */
function useSettings(salonId: string | null, showShop: boolean) {
  const logo = useAppSetting(salonId, 'logo');
  const login = useAppSetting(salonId, 'login');
  const register = useAppSetting(salonId, 'register');
  const home = useAppSetting(salonId, 'home');
  const shop = useAppSetting(showShop ? salonId : null, 'shop');
  const profile = useAppSetting(salonId, 'profile');
  return { logo, login, register, home, shop, profile };
}

/**
 * /app-setting: a card per screen of the salon's mobile app; each saves on its own, shows the spec's
 * toast and starts again from what the server stored; a refused save shows the server's message in an
 * error toast (spec 2 §8).
 */
export function AppSettingsContainer() {
  const userInfo = useUserInfo();
  const salonId = userInfo?.salon?._id ?? null;
  const menu = useAppMenu();
  const settings = useSettings(salonId, Boolean(menu.data?.isPOS));
  const save = useSaveAppSetting();
  const { mutate } = useSWRConfig();
  const [saving, setSaving] = useState<AppSettingType | null>(null);

  const submit = async (type: string, texts: Record<string, string>, image: File | null) => {
    if (!salonId || !(APP_SETTING_TYPES as readonly string[]).includes(type)) return;
    const settingType = type as AppSettingType;
    setSaving(settingType);
    try {
      const result = await save.trigger({ type: settingType, texts: texts as AppSettingBody, image });
      toast.success(result.message);
      await mutate(appSettingsKeys.setting(salonId, settingType), result.data, { revalidate: false });
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setSaving(null);
    }
  };

  const cards: AppSettingCardModel[] | null = menu.data
    ? appSettingCardTypes(menu.data).map((type) => {
        const form = APP_SETTING_FORMS[type];
        const query = settings[type];
        return {
          type,
          title: form.title,
          texts: form.texts,
          image: form.image,
          setting: query.data
            ? {
                status: 'ready',
                texts: appSettingTexts(query.data),
                imageUrl: appSettingImage(query.data),
                version: query.data.updatedAt ?? 'never-saved',
              }
            : query.error
              ? { status: 'error', message: errorMessage(query.error) }
              : { status: 'loading' },
          submitting: saving === type,
        };
      })
    : null;

  return (
    <AppSettingsScreen
      cards={cards}
      error={!salonId ? 'Choose a salon first' : menu.error ? errorMessage(menu.error) : null}
      onSubmit={(type, texts, image) => void submit(type, texts, image)}
    />
  );
}
