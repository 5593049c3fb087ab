import { WorkHoursModal } from '@salon/ui/screens/website-settings/WorkHoursModal';
import type { WorkHoursValues } from '@salon/ui/screens/website-settings/WorkHoursModal';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { useSWRConfig } from 'swr';
import { errorMessage } from '../core';
import { websiteSettingsKeys } from './keys';
import { useEnabledStylists } from './use-enabled-stylists';
import { useOwnWebsiteSetting } from './use-own-website-setting';
import { useSaveWebsiteSetting } from './use-save-website-setting';
import { toWorkHour, toWorkHoursValues } from './work-hours';

export interface WorkHoursModalContainerProps {
  open: boolean;
  onClose: () => void;
}

/**
 * 'Add Work Hours' of the Appearance editor: the posted hours in the form and the enabled stylists to
 * apply them to; 'Save' sends `workHour` and `workHourStylists` (the server saves them as those
 * stylists' business hours), toasts the server's message, closes and reloads the settings.
 */
export function WorkHoursModalContainer({ open, onClose }: WorkHoursModalContainerProps) {
  const settings = useOwnWebsiteSetting();
  const stylists = useEnabledStylists(open);
  const save = useSaveWebsiteSetting();
  const { mutate } = useSWRConfig();
  const [serverError, setServerError] = useState<string | null>(null);

  const close = () => {
    setServerError(null);
    onClose();
  };

  const submit = async (values: WorkHoursValues, stylistIds: string[]) => {
    setServerError(null);
    try {
      const result = await save.trigger({
        body: { workHour: toWorkHour(values), workHourStylists: stylistIds },
      });
      toast.success(result.message);
      close();
      await mutate(websiteSettingsKeys.own, result.data);
    } catch (error) {
      setServerError(errorMessage(error));
    }
  };

  return (
    <WorkHoursModal
      // A fresh form whenever the posted hours change.
      key={JSON.stringify(settings.data?.workHour ?? null)}
      open={open && Boolean(settings.data) && Boolean(stylists.data)}
      initialValues={toWorkHoursValues(settings.data?.workHour ?? [])}
      stylists={(stylists.data ?? []).map((stylist) => ({ id: stylist._id, name: stylist.name }))}
      submitting={save.isMutating}
      serverError={serverError}
      onSubmit={(values, stylistIds) => void submit(values, stylistIds)}
      onClose={close}
    />
  );
}
