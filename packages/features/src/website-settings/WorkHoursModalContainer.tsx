import { WorkHoursModal } from '@salon/ui/modals/website-settings/WorkHoursModal';
import type { WorkHoursValues } from '@salon/ui/modals/website-settings/WorkHoursModal';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { useSWRConfig } from 'swr';
import { errorMessage } from '../core';
import { websiteSettingsKeys } from './keys';
import { useOwnWebsiteSetting } from './use-own-website-setting';
import { useSaveWebsiteSetting } from './use-save-website-setting';
import { toWorkHour, toWorkHoursValues } from './work-hours';

export interface WorkHoursModalContainerProps {
  open: boolean;
  onClose: () => void;
}

/**
 * 'Add Work Hours' of the Appearance editor: the saved hours (or the default week) in the form; 'Next' sends
 * them as `workHour`, toasts the server's message, closes and reloads the settings; a failure shows in the form.
 */
export function WorkHoursModalContainer({ open, onClose }: WorkHoursModalContainerProps) {
  const settings = useOwnWebsiteSetting();
  const save = useSaveWebsiteSetting();
  const { mutate } = useSWRConfig();
  const [serverError, setServerError] = useState<string | null>(null);

  const close = () => {
    setServerError(null);
    onClose();
  };

  const submit = async (values: WorkHoursValues) => {
    setServerError(null);
    try {
      const result = await save.trigger({ body: { workHour: toWorkHour(values) } });
      toast.success(result.message);
      close();
      await mutate(websiteSettingsKeys.own, result.data);
    } catch (error) {
      setServerError(errorMessage(error));
    }
  };

  return (
    <WorkHoursModal
      // A fresh form whenever the saved hours change.
      key={JSON.stringify(settings.data?.workHour ?? null)}
      open={open && Boolean(settings.data)}
      initialValues={toWorkHoursValues(settings.data?.workHour ?? [])}
      submitting={save.isMutating}
      serverError={serverError}
      onSubmit={submit}
      onClose={close}
    />
  );
}
