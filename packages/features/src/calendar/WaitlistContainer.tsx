import type { AppointmentStatus } from '@salon/api/appointments/schemas';
import type { Appointment } from '@salon/api/availability/schemas';
import { AppointmentDeleteModal } from '@salon/ui/modals/calendar/AppointmentDeleteModal';
import { AppointmentFormModal } from '@salon/ui/modals/calendar/AppointmentFormModal';
import { combineDayTime, isEditable } from '@salon/ui/screens/calendar/calendar-time';
import {
  WaitlistScreen,
  type WaitlistLinkProps,
  type WaitlistRow,
  type WaitlistState,
} from '@salon/ui/screens/waitlist/WaitlistScreen';
import { useMemo, useState } from 'react';
import toast from 'react-hot-toast';
import { Link, Navigate, useParams } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { errorMessage, useUserInfo } from '../core';
import { slotLabel, toAppointmentBody, toAppointmentFormValues } from './calendar-view';
import { isStylistKey } from './keys';
import { calendarPolicy } from './policies';
import { useChangeStatus } from './use-change-status';
import { useClock } from './use-clock';
import { useDeleteAppointment } from './use-delete-appointment';
import { useSaveAppointment } from './use-save-appointment';
import { useServiceChoices } from './use-service-choices';
import { useStatusList } from './use-status-list';
import { useWaitlist } from './use-waitlist';
import { toWallClock } from './wall-clock';

export interface WaitlistContainerProps {
  /** A fixed "now" (stories, screenshots); the real clock otherwise. */
  now?: Date;
}

function RouterLink({ href, className, children }: WaitlistLinkProps) {
  return (
    <Link to={href} className={className}>
      {children}
    </Link>
  );
}

/** /waitlist/:stylistId/:stylistName: the stylist's waiting appointments (a stylist only their own). */
export function WaitlistContainer({ now }: WaitlistContainerProps) {
  const { stylistId = '', stylistName = '' } = useParams();
  const userInfo = useUserInfo();
  if (!userInfo) return <Navigate to="/login" replace />;
  const policy = calendarPolicy(userInfo, stylistId);
  if (!policy.view) return <Navigate to="/" replace />;
  return (
    <Waitlist
      key={stylistId}
      stylistId={stylistId}
      stylistName={stylistName}
      canManage={policy.manageAppointments}
      now={now}
    />
  );
}

type OpenModal = { kind: 'edit'; appointment: Appointment } | { kind: 'delete'; appointment: Appointment };

function Waitlist({
  stylistId,
  stylistName,
  canManage,
  now: fixedNow,
}: {
  stylistId: string;
  stylistName: string;
  canManage: boolean;
  now?: Date;
}) {
  const { mutate } = useSWRConfig();
  const clock = useClock(fixedNow);
  const waitlist = useWaitlist(stylistId);
  const statuses = useStatusList();
  const services = useServiceChoices(canManage);
  const changeStatus = useChangeStatus();
  const save = useSaveAppointment();
  const remove = useDeleteAppointment();
  const [modal, setModal] = useState<OpenModal | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, setPending] = useState<string[]>([]);

  const now = useMemo(() => toWallClock(clock, waitlist.data?.timeZone), [clock, waitlist.data?.timeZone]);
  const byId = useMemo(
    () => new Map((waitlist.data?.appointments ?? []).map((a) => [a._id, a])),
    [waitlist.data],
  );
  const name = stylistName || waitlist.data?.stylistData.name || '';

  const state: WaitlistState = waitlist.data
    ? {
        status: 'ready',
        rows: waitlist.data.appointments.map((a) => ({
          id: a._id,
          clientName: a.userName,
          email: a.userEmail,
          phone: a.userMobile,
          slot: slotLabel(a.dateAsAString, a.timeAsAString),
          service: a.subService?.title ?? a.mainService?.title ?? null,
          status: a.status,
          locked: !isEditable(combineDayTime(a.dateAsAString, a.timeAsAString), now),
        })),
      }
    : waitlist.error
      ? { status: 'error', message: errorMessage(waitlist.error) }
      : { status: 'loading' };

  const refresh = () => mutate(isStylistKey(stylistId));

  const onStatusChange = async (row: WaitlistRow, status: string) => {
    const appointment = byId.get(row.id);
    if (!appointment) return;
    setPending((ids) => [...ids, row.id]);
    try {
      const message = await changeStatus.trigger({
        id: row.id,
        body: {
          status: status as AppointmentStatus,
          slotId: appointment.slotId,
          timeDataId: appointment.slotId,
        },
      });
      toast.success(message);
      await refresh();
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setPending((ids) => ids.filter((id) => id !== row.id));
    }
  };

  const open = (kind: OpenModal['kind'], row: WaitlistRow) => {
    const appointment = byId.get(row.id);
    if (!appointment) return;
    setFormError(null);
    setModal({ kind, appointment });
  };

  return (
    <>
      <WaitlistScreen
        stylistName={name}
        backHref={`/stylist-sessions/${encodeURIComponent(stylistId)}/${encodeURIComponent(name)}`}
        linkComponent={RouterLink}
        state={state}
        statusOptions={statuses.data ?? []}
        can={{ manage: canManage }}
        pendingIds={pending}
        onStatusChange={(row, status) => void onStatusChange(row, status)}
        onEdit={(row) => open('edit', row)}
        onDelete={(row) => open('delete', row)}
      />
      <AppointmentFormModal
        open={modal?.kind === 'edit'}
        mode="update"
        now={now}
        services={services.data ?? []}
        initialValues={toAppointmentFormValues(modal?.kind === 'edit' ? modal.appointment : null)}
        submitting={save.isMutating}
        serverError={formError}
        onClose={() => setModal(null)}
        onSubmit={async (form) => {
          if (modal?.kind !== 'edit') return;
          setFormError(null);
          try {
            const { message } = await save.trigger({
              id: modal.appointment._id,
              body: toAppointmentBody(stylistId, form),
            });
            toast.success(message);
            setModal(null);
            await refresh();
          } catch (error) {
            setFormError(errorMessage(error));
          }
        }}
      />
      <AppointmentDeleteModal
        open={modal?.kind === 'delete'}
        appointmentLabel={
          modal?.kind === 'delete'
            ? `${modal.appointment.userName} · ${slotLabel(modal.appointment.dateAsAString, modal.appointment.timeAsAString)}`
            : ''
        }
        deleting={remove.isMutating}
        onCancel={() => setModal(null)}
        onConfirm={async () => {
          if (modal?.kind !== 'delete') return;
          try {
            toast.success(await remove.trigger(modal.appointment._id));
            setModal(null);
            await refresh();
          } catch (error) {
            toast.error(errorMessage(error));
          }
        }}
      />
    </>
  );
}
