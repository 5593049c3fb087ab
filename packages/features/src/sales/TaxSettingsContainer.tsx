import type { SaleSettings } from '@salon/api/sales/schemas';
import { TaxSettingsSection, type TaxSettingsState } from '@salon/ui/screens/sales/TaxSettingsSection';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { useSWRConfig } from 'swr';
import { errorMessage, useCapabilities } from '../core';
import { saleKeys } from './keys';
import { salesCapabilities } from './policies';
import { useSaleSettings } from './use-sale-settings';
import { useSaveSaleSettings } from './use-save-sale-settings';

/**
 * The Taxes section of the Booking Settings page: the salon's tax label and number, the rates
 * of services and products with whether prices include them, and the tip presets. The owner's alone:
 * nothing for other roles.
 */
export function TaxSettingsContainer() {
  const can = useCapabilities(salesCapabilities);
  const query = useSaleSettings(can.settings);
  const save = useSaveSaleSettings();
  const { mutate } = useSWRConfig();
  const [serverError, setServerError] = useState<string | null>(null);
  if (!can.settings) return null;

  const state: TaxSettingsState = query.data
    ? { status: 'ready', settings: query.data }
    : query.error
      ? { status: 'error', message: errorMessage(query.error) }
      : { status: 'loading' };

  const submit = async (settings: SaleSettings) => {
    setServerError(null);
    try {
      const result = await save.trigger(settings);
      toast.success(result.message);
      await mutate(saleKeys.settings, result.data, { revalidate: false });
    } catch (error) {
      setServerError(errorMessage(error));
    }
  };

  return (
    <TaxSettingsSection
      state={state}
      submitting={save.isMutating}
      serverError={serverError}
      onSubmit={(settings) => void submit({ ...settings, tipPresets: [...settings.tipPresets] })}
    />
  );
}
