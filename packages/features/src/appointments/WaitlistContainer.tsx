import type { AppointmentStatus } from '@salon/api/appointments/schemas';
import type { Appointment } from '@salon/api/availability/schemas';
import { AppointmentDeleteModal } from '@salon/ui/screens/appointments/AppointmentDeleteModal';
import { AppointmentFormModal } from '@salon/ui/screens/appointments/AppointmentFormModal';
import { combineDayTime, isEditable } from '@salon/ui/screens/appointments/calendar-time';
import {
  WaitlistScreen,
  type WaitlistLinkProps,
  type WaitlistRow,
  type WaitlistState,
} from '@salon/ui/screens/appointments/WaitlistScreen';
import { useMemo } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { listState, useListModal, useRowWriteRunner, useUserInfo } from '../core';
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
  // The route table signs in and guards this page (`canOpenStylistPage`); this only reads capabilities.
  if (!userInfo) return null;
  const policy = calendarPolicy(userInfo, stylistId);
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
  const refresh = () => mutate(isStylistKey(stylistId));
  const { open: modal, show, close, run, formError } = useListModal<OpenModal>(refresh);
  const rowWrites = useRowWriteRunner(refresh);

  const now = useMemo(() => toWallClock(clock, waitlist.data?.timeZone), [clock, waitlist.data?.timeZone]);
  const byId = useMemo(
    () => new Map((waitlist.data?.appointments ?? []).map((a) => [a._id, a])),
    [waitlist.data],
  );
  const name = stylistName || waitlist.data?.stylistData.name || '';

  const state: WaitlistState = listState(waitlist, (data) => ({
    rows: data.appointments.map((a) => ({
      id: a._id,
      clientName: a.userName,
      email: a.userEmail,
      phone: a.userMobile,
      slot: slotLabel(a.dateAsAString, a.timeAsAString),
      service: a.subService?.title ?? a.mainService?.title ?? null,
      status: a.status,
      locked: !isEditable(combineDayTime(a.dateAsAString, a.timeAsAString), now),
    })),
  }));

  const onStatusChange = async (row: WaitlistRow, status: string) => {
    const appointment = byId.get(row.id);
    if (!appointment) return;
    const body = {
      status: status as AppointmentStatus,
      slotId: appointment.slotId,
      timeDataId: appointment.slotId,
    };
    await rowWrites.run(row.id, () => changeStatus.trigger({ id: row.id, body }));
  };

  const open = (kind: OpenModal['kind'], row: WaitlistRow) => {
    const appointment = byId.get(row.id);
    if (appointment) show({ kind, appointment });
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
        pendingIds={rowWrites.pendingIds}
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
        onClose={close}
        onSubmit={async (form) => {
          if (modal?.kind !== 'edit') return;
          const id = modal.appointment._id;
          await run(
            async () => (await save.trigger({ id, body: toAppointmentBody(stylistId, form) })).message,
            'form',
          );
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
        onCancel={close}
        onConfirm={async () => {
          if (modal?.kind !== 'delete') return;
          await run(() => remove.trigger(modal.appointment._id), 'toast');
        }}
      />
    </>
  );
}
