import { CHECKIN_MIN_SEARCH, type CheckinUser } from '@salon/api/check-in/schemas';
import { CheckInScreen, type CheckInResult } from '@salon/ui/screens/check-in/CheckInScreen';
import { useState } from 'react';
import { errorMessage, useDebouncedValue, useUserInfo } from '../core';
import { optionLabel } from './option-label';
import { useCheckIn } from './use-check-in';
import { useCheckinUsers } from './use-checkin-users';

/**
 * /check-in: a client of the salon finds their name (or booking code) and checks in; with a visit of the
 * day, the visit is marked arrived on the salon's calendar.
 */
type Chosen = { value: string; label: string; visit: CheckinUser['appointment'] };

export function CheckInContainer() {
  const userInfo = useUserInfo();
  const [search, setSearch] = useState('');
  const filterValue = useDebouncedValue(search.trim());
  const users = useCheckinUsers(filterValue);
  const checkIn = useCheckIn();
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [result, setResult] = useState<CheckInResult>({ status: 'idle' });

  // The chosen client (and their visit of the day) stays an option while the search changes around it.
  const [selected, setSelected] = useState<Chosen | null>(null);
  const found = filterValue ? (users.data ?? []) : [];
  const options: Chosen[] = found.map((user) => ({
    value: user._id,
    label: optionLabel(user),
    visit: user.appointment,
  }));
  if (selected && !options.some((option) => option.value === selected.value)) options.unshift(selected);

  const select = (id: string | null) => {
    setSelectedId(id);
    setSelected(options.find((option) => option.value === id) ?? null);
    setResult({ status: 'idle' });
  };

  const submit = async () => {
    if (!selectedId) return;
    try {
      const { message } = await checkIn.trigger({
        user: selectedId,
        appointment: selected?.visit?._id ?? null,
      });
      // The panel shows the server's message (a toast too would announce it twice at the desk).
      setResult({ status: 'success', message });
      setSelectedId(null);
      setSelected(null);
    } catch (error) {
      setResult({ status: 'error', message: errorMessage(error) });
    }
  };

  return (
    <CheckInScreen
      salonName={userInfo?.salon?.name ?? ''}
      logoUrl={userInfo?.salon?.photo ?? null}
      options={options}
      optionsLoading={users.isLoading || users.isValidating}
      onSearchChange={setSearch}
      searchTooShort={search.trim().length < CHECKIN_MIN_SEARCH}
      selectedId={selectedId}
      onSelect={select}
      onCheckIn={submit}
      submitting={checkIn.isMutating}
      result={result}
    />
  );
}
