import { isApiError } from '@salon/api/errors';
import type { NoShowChargeState } from '@salon/ui/screens/appointments/NoShowChargeModal';
import { useState } from 'react';
import { formatFee, noShowMessageOf, noShowStateOf } from './no-show-view';
import { useMarkNoShow, useNoShowCharge } from './use-no-show';

/**
 * The No-show modal of the calendar: the fee and card of the visit `appointmentId` (null while
 * the modal is shut), and the mark's outcome, shown in the modal rather than a toast. `reset` forgets the
 * last outcome (before the modal opens on a visit); `close` shuts the modal and, after a mark, `refresh`es.
 */
export function useNoShowModal(
  stylistId: string,
  appointmentId: string | null,
  close: () => void,
  refresh: () => unknown,
) {
  const charge = useNoShowCharge(stylistId, appointmentId);
  const mark = useMarkNoShow();
  const [outcome, setOutcome] = useState<{ state: NoShowChargeState; message: string } | null>(null);

  return {
    reset: () => setOutcome(null),
    modal: {
      state: outcome?.state ?? noShowStateOf(charge.data),
      fee: charge.data?.fee != null ? formatFee(charge.data.fee, charge.data.currency) : null,
      card: charge.data?.card ?? null,
      message: outcome?.message ?? noShowMessageOf(charge.data),
      charging: mark.isMutating,
      onClose: () => {
        setOutcome(null);
        close();
        if (outcome) void refresh();
      },
      onConfirm: () => {
        if (!appointmentId) return;
        void mark.trigger(appointmentId).then(
          (answer) => setOutcome({ state: noShowStateOf(answer.data), message: answer.message }),
          (error: unknown) =>
            setOutcome({
              state: 'error',
              message: isApiError(error) ? error.message : 'The visit could not be marked as no-show',
            }),
        );
      },
    },
  };
}
