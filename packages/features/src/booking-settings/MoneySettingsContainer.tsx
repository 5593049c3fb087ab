import { can } from '@salon/api/permissions';
import { getMoneySettings } from '@salon/api/salons/endpoints';
import {
  MoneySettings,
  type MoneySettingsState,
  type MoneyValues,
} from '@salon/ui/screens/booking-settings/MoneySettings';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { useSWRConfig } from 'swr';
import { errorMessage, salonMoneyKey, useApiQuery, useUserInfo } from '../core';
import { useSaveMoneySettings } from './use-save-money-settings';

/**
 * The currency and locale section of the Booking Settings page: the salon's stored values
 * (the key every salon screen formats its money with), changed by the owner with the server's message in
 * a toast, or its refusal in the section (a priced salon's currency is locked); managers and the
 * superadmin see them.
 */
export function MoneySettingsContainer() {
  const userInfo = useUserInfo();
  const salonId = userInfo?.salon?._id ?? null;
  const query = useApiQuery(salonId ? salonMoneyKey(salonId) : null, getMoneySettings);
  const save = useSaveMoneySettings();
  const { mutate } = useSWRConfig();
  const canEdit = userInfo ? can(userInfo.role, 'salons.changeMoneySettings') : false;
  const [serverError, setServerError] = useState<string | null>(null);

  const state: MoneySettingsState = query.data
    ? { status: 'ready', values: query.data }
    : query.error
      ? { status: 'error', message: errorMessage(query.error) }
      : { status: 'loading' };

  const submit = async (values: MoneyValues) => {
    if (!salonId) return;
    setServerError(null);
    try {
      const result = await save.trigger(values);
      toast.success(result.message);
      await mutate(salonMoneyKey(salonId), result.data, { revalidate: false });
    } catch (error) {
      setServerError(errorMessage(error));
    }
  };

  return (
    <MoneySettings
      state={state}
      canEdit={canEdit}
      submitting={save.isMutating}
      serverError={serverError}
      onSubmit={(values) => void submit(values)}
    />
  );
}
