import { getSalonTimeZone } from '@salon/api/booking-settings/endpoints';
import { can } from '@salon/api/permissions';
import {
  TimeZoneSettings,
  type TimeZoneSettingsState,
  type TimeZoneValues,
} from '@salon/ui/screens/booking-settings/TimeZoneSettings';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { useSWRConfig } from 'swr';
import { errorMessage, useApiQuery, useUserInfo } from '../core';
import { salonTimeZoneKeys } from './keys';
import { useSaveTimeZone } from './use-save-time-zone';

/**
 * The time-zone section of the Booking Settings page: the salon's zone, changed by the owner and
 * managers with the server's message in a toast, or its refusal in the section.
 */
export function TimeZoneSettingsContainer() {
  const userInfo = useUserInfo();
  const salonId = userInfo?.salon?._id ?? null;
  const query = useApiQuery(salonId ? salonTimeZoneKeys.settings(salonId) : null, getSalonTimeZone);
  const save = useSaveTimeZone();
  const { mutate } = useSWRConfig();
  const canEdit = userInfo ? can(userInfo.role, 'booking-settings.timeZone') : false;
  const [serverError, setServerError] = useState<string | null>(null);

  const state: TimeZoneSettingsState = query.data
    ? { status: 'ready', values: query.data }
    : query.error
      ? { status: 'error', message: errorMessage(query.error) }
      : { status: 'loading' };

  const submit = async ({ timeZone, country }: TimeZoneValues) => {
    if (!salonId) return;
    setServerError(null);
    try {
      const result = await save.trigger({ timeZone, ...(country ? { country } : {}) });
      toast.success(result.message);
      await mutate(salonTimeZoneKeys.settings(salonId), result.data, { revalidate: false });
    } catch (error) {
      setServerError(errorMessage(error));
    }
  };

  return (
    <TimeZoneSettings
      state={state}
      canEdit={canEdit}
      submitting={save.isMutating}
      serverError={serverError}
      onSubmit={(values) => void submit(values)}
    />
  );
}
