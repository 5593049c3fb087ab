import type { WebsiteInfo } from '@salon/api/website-settings/schemas';
import { WEBSITE_IMAGE_MAX_BYTES } from '@salon/api/website-settings/schemas';
import {
  WebsiteSettingsScreen,
  type WebsiteAppearance,
  type WebsiteImageKey,
  type WebsiteSettingKey,
  type WebsiteSettingsState,
  type WebsiteTextKey,
} from '@salon/ui/screens/website-settings/WebsiteSettingsScreen';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import toast from 'react-hot-toast';
import { useSWRConfig } from 'swr';
import { adminPath, errorMessage, openingHoursLines } from '../core';
import { websiteSettingsKeys } from './keys';
import { useOwnWebsiteSetting } from './use-own-website-setting';
import { useSaveWebsiteSetting, type WebsiteSettingChange } from './use-save-website-setting';
import { WorkHoursModalContainer } from './WorkHoursModalContainer';

const toAppearance = ({
  salon,
  openingHours,
  workHour: _workHour,
  ...settings
}: WebsiteInfo): WebsiteAppearance => ({
  ...settings,
  salonName: salon.name,
  workHour: openingHoursLines(openingHours),
});

/**
 * /website-setting (Appearance): the own salon's website as an editable preview. Every change is one call
 * of `add-website-setting` with one field; the server's message shows in a toast and the settings reload.
 * 'Add Work Hours' opens the salon-wide editor of the stylists' business hours.
 */
export function WebsiteSettingsContainer() {
  const settings = useOwnWebsiteSetting();
  const save = useSaveWebsiteSetting();
  const { mutate } = useSWRConfig();
  const [pending, setPending] = useState<readonly WebsiteSettingKey[]>([]);
  const navigate = useNavigate();
  const [hoursOpen, setHoursOpen] = useState(false);

  const send = async (key: WebsiteSettingKey, change: WebsiteSettingChange) => {
    setPending((keys) => [...keys, key]);
    try {
      const result = await save.trigger(change);
      toast.success(result.message);
      await mutate(websiteSettingsKeys.own, result.data);
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setPending((keys) => keys.filter((item) => item !== key));
    }
  };

  const state: WebsiteSettingsState = settings.data
    ? { status: 'ready', appearance: toAppearance(settings.data) }
    : settings.error
      ? { status: 'error', message: errorMessage(settings.error) }
      : { status: 'loading' };

  return (
    <>
      <WebsiteSettingsScreen
        state={state}
        websiteUrl={settings.data ? `/salon/${settings.data.salon.slug}` : null}
        pending={pending}
        maxImageBytes={WEBSITE_IMAGE_MAX_BYTES}
        onSaveText={(key: WebsiteTextKey, text: string) => void send(key, { body: { [key]: text } })}
        onSaveImage={(key: WebsiteImageKey, image: File) => void send(key, { file: { field: key, image } })}
        onSaveColor={(color: string) => void send('bgColor', { body: { bgColor: color } })}
        businessHoursHref={adminPath('stylists')}
        onNavigate={(href) => void navigate(href)}
        onAddWorkHours={() => setHoursOpen(true)}
      />
      <WorkHoursModalContainer open={hoursOpen} onClose={() => setHoursOpen(false)} />
    </>
  );
}
