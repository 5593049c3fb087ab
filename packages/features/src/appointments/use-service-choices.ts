import { getEnabledCategories, getEnabledSubServices } from '@salon/api/services/endpoints';
import type { ApiError } from '@salon/api/errors';
import type { ServiceChoice } from '@salon/ui/screens/appointments/AppointmentFormModal';
import useSWR from 'swr';
import { useApi } from '../core';
import { calendarKeys } from './keys';

/** Enabled services (categories) with their enabled sub-services, for the appointment form. */
export function useServiceChoices(enabled: boolean) {
  const api = useApi();
  return useSWR<ServiceChoice[], ApiError>(enabled ? calendarKeys.services : null, async () => {
    const query = { pageNumber: 1, pageSize: 1000 };
    const [categories, subServices] = await Promise.all([
      api(getEnabledCategories, { query }),
      api(getEnabledSubServices, { query }),
    ]);
    return categories.data.result.map((category) => ({
      value: category._id,
      label: category.title,
      subServices: subServices.data.result
        .filter((sub) => sub.service === category._id)
        .map((sub) => ({ value: sub._id, label: sub.title, requiredMinutes: sub.requiredTime })),
    }));
  });
}
