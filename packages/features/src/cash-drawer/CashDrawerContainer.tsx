import { isApiError } from '@salon/api/errors';
import { CASH_DRAWER_MESSAGES, type CashDay } from '@salon/api/cash-drawer/schemas';
import {
  CashUpScreen,
  type CashDrawerWrite,
  type CashUpState,
} from '@salon/ui/screens/cash-drawer/CashUpScreen';
import { useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { useSearchParams } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { errorMessage, newIdempotencyKey, useSalonMoney } from '../core';
import { cashDrawerKeys, isCashDayKey } from './keys';
import { useCashDay } from './use-cash-day';
import { useCloseCashDay, useMoveCash, useOpenCashDay } from './use-cash-writes';

type WriteErrors = Partial<Record<'open' | 'move' | 'close', string | null>>;

/**
 * /cash-drawer: today's drawer (`?date=` another day): open it with a float, move cash in or out (one key
 * per tap, kept for a retry that got no answer), and cash up; each write answers the day, shown at once,
 * with the server's message in a toast.
 */
export function CashDrawerContainer() {
  const [params] = useSearchParams();
  const date = params.get('date');
  const { locale } = useSalonMoney();
  const { mutate } = useSWRConfig();
  const day = useCashDay(date);
  const open = useOpenCashDay();
  const move = useMoveCash();
  const close = useCloseCashDay();
  const [busy, setBusy] = useState<CashDrawerWrite>(null);
  const [errors, setErrors] = useState<WriteErrors>({});
  const moveKey = useRef<string | null>(null);

  const write = async (
    which: 'open' | 'move' | 'close',
    run: () => Promise<{ data: CashDay; message: string }>,
  ) => {
    setBusy(which);
    setErrors({});
    try {
      const result = await run();
      await mutate(cashDrawerKeys.day(date), result.data, { revalidate: false });
      toast.success(result.message);
      await mutate(
        (key) => isCashDayKey(key) && JSON.stringify(key) !== JSON.stringify(cashDrawerKeys.day(date)),
      );
      return true;
    } catch (error) {
      setErrors({ [which]: errorMessage(error) });
      return false;
    } finally {
      setBusy(null);
    }
  };

  const state: CashUpState = day.data
    ? { status: 'ready', day: day.data }
    : day.error
      ? { status: 'error', message: errorMessage(day.error) }
      : { status: 'loading' };

  return (
    <CashUpScreen
      state={state}
      locale={locale}
      busy={busy}
      errors={errors}
      noteNeededMessage={CASH_DRAWER_MESSAGES.noteNeeded}
      onOpen={(floatMinor) => void write('open', () => open.trigger({ floatMinor }))}
      onMove={(movement) => {
        const key = (moveKey.current ??= newIdempotencyKey());
        void write('move', async () => {
          try {
            const result = await move.trigger({ key, ...movement });
            moveKey.current = null;
            return result;
          } catch (error) {
            // Refused (4xx): the next tap is a new movement. No answer: retry with the same key.
            if (isApiError(error) && error.status >= 400 && error.status < 500) moveKey.current = null;
            throw error;
          }
        });
      }}
      onClose={(cashUp) => void write('close', () => close.trigger(cashUp))}
    />
  );
}
