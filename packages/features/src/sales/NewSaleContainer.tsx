import { TitledPage } from '@salon/ui/patterns/TitledPage';
import { Button } from '@salon/ui/primitives/Button';
import { ErrorText } from '@salon/ui/primitives/ErrorText';
import { Skeleton } from '@salon/ui/primitives/Skeleton';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { errorMessage, newIdempotencyKey } from '../core';
import { saleKeys } from './keys';
import { useStartSale } from './use-start-sale';

/** The address parameter naming the appointment to check out (`/sales/new?appointmentId=…`). */
export const APPOINTMENT_PARAM = 'appointmentId';

/** The address that checks out `appointmentId` (the calendar's Checkout), or starts a walk-in's sale. */
export const newSalePath = (appointmentId?: string) =>
  appointmentId ? `/sales/new?${APPOINTMENT_PARAM}=${encodeURIComponent(appointmentId)}` : '/sales/new';

/**
 * /sales/new: starts the sale once, under one idempotency key made for this visit of the page (kept for
 * Try again, so a start whose answer was lost answers the same sale), then replaces the address with the
 * sale's. With `?appointmentId=` it is that appointment's checkout (its open or paid sale when it has one).
 */
export function NewSaleContainer() {
  const [params] = useSearchParams();
  const appointmentId = params.get(APPOINTMENT_PARAM) ?? undefined;
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const start = useStartSale();
  const [key] = useState(newIdempotencyKey);
  const [error, setError] = useState<string | null>(null);
  const started = useRef(false);

  const run = async () => {
    setError(null);
    try {
      const sale = await start.trigger({ key, ...(appointmentId ? { appointmentId } : {}) });
      await mutate(saleKeys.sale(sale._id), sale, { revalidate: false });
      navigate(`/sales/${sale._id}`, { replace: true });
    } catch (failure) {
      setError(errorMessage(failure));
    }
  };

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void run();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per visit of the page
  }, []);

  return (
    <TitledPage title={appointmentId ? 'Checkout' : 'New sale'} width="full">
      {error ? (
        <>
          <ErrorText role="alert" boxed>
            {error}
          </ErrorText>
          <div>
            <Button onClick={() => void run()}>Try again</Button>
          </div>
        </>
      ) : (
        <div role="status" aria-label="Starting the sale">
          <Skeleton shape="text" lines={4} />
        </div>
      )}
    </TitledPage>
  );
}
