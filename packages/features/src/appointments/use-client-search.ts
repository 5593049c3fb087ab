import { getClientUsers } from '@salon/api/clients/endpoints';
import type { ApiError } from '@salon/api/errors';
import type { ClientChoice } from '@salon/ui/screens/appointments/AppointmentFormModal';
import { useState } from 'react';
import useSWR from 'swr';
import { useApi, useDebouncedValue } from '../core';

/** Suggestions shown while typing: the first few matches are enough to pick from. */
const CLIENT_SUGGESTIONS = 8;

/**
 * The appointment form's client search: the salon's clients (a stylist's own) whose name, e-mail or
 * phone match the typed text, searched on the server as the user pauses. Nothing is fetched while
 * `enabled` is false or the text is empty.
 */
export function useClientSearch(enabled: boolean) {
  const api = useApi();
  const [text, setText] = useState('');
  const filterValue = useDebouncedValue(text.trim(), 250);
  const found = useSWR<ClientChoice[], ApiError>(
    enabled && filterValue ? (['calendar-clients', filterValue] as const) : null,
    async () => {
      const page = await api(getClientUsers, {
        query: { pageNumber: 1, pageSize: CLIENT_SUGGESTIONS, filterValue },
      });
      return page.data.result.map((client) => ({
        id: client._id,
        name: client.name,
        email: client.email,
        phone: client.phone,
        gender: client.gender,
      }));
    },
    { keepPreviousData: true },
  );
  return {
    search: setText,
    options: filterValue ? (found.data ?? []) : [],
    loading: Boolean(filterValue) && found.isLoading,
  };
}
