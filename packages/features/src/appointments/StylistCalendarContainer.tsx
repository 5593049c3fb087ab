import { isApiError } from '@salon/api/errors';
import { visitMoneyOf } from './team-day-view';
import type { Appointment } from '@salon/api/availability/schemas';
import { AppointmentDeleteModal } from '@salon/ui/screens/appointments/AppointmentDeleteModal';
import {
  AppointmentFormModal,
  type AppointmentFormResult,
} from '@salon/ui/screens/appointments/AppointmentFormModal';
import {
  BusinessHoursModal,
  type BusinessHoursValues,
} from '@salon/ui/screens/appointments/BusinessHoursModal';
import { DayHoursModal } from '@salon/ui/screens/appointments/DayHoursModal';
import { DeleteSlotModal } from '@salon/ui/screens/appointments/DeleteSlotModal';
import { MoveAppointmentModal } from '@salon/ui/screens/appointments/MoveAppointmentModal';
import { NoShowChargeModal } from '@salon/ui/screens/appointments/NoShowChargeModal';
import { SlotFormModal } from '@salon/ui/screens/appointments/SlotFormModal';
import { UnblockSlotModal } from '@salon/ui/screens/appointments/UnblockSlotModal';
import { WaitlistModal } from '@salon/ui/screens/appointments/WaitlistModal';
import { Button } from '@salon/ui/primitives/Button';
import type {
  CalendarAppointmentView,
  CalendarSlotView,
  WallClockTime,
} from '@salon/ui/screens/appointments/calendar-model';
import { dayKey, visibleRange, type CalendarView } from '@salon/ui/screens/appointments/calendar-time';
import { StylistCalendarScreen } from '@salon/ui/screens/appointments/StylistCalendarScreen';
import { addDays } from 'date-fns';
import { useMemo, useState, type ReactNode } from 'react';
import toast from 'react-hot-toast';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { useListModal, useUserInfo } from '../core';
import { linkedDayOf, onPhone } from './calendar-opening';
import {
  movedAppointmentBody,
  slotLabel,
  toAppointmentBody,
  toAppointmentFormValues,
  toBusinessHoursValues,
} from './calendar-view';
import {
  appointmentLabel,
  businessHoursBody,
  slotBody,
  slotFormValues,
  waitlistEntries,
} from './calendar-write-bodies';
import { CalendarNotFound, STYLIST_ID_PATTERN } from './CalendarNotFound';
import { checkoutPath } from './checkout-path';
import { isStylistKey } from './keys';
import { calendarPolicy, type CalendarPolicy } from './policies';
import { UpcomingAppointmentsPanelContainer } from './UpcomingAppointmentsPanelContainer';
import { useCalendarState } from './use-calendar-state';
import { useClock } from './use-clock';
import { useDeleteAppointment } from './use-delete-appointment';
import { useDeleteSlot } from './use-delete-slot';
import { useNoShowModal } from './use-no-show-modal';
import { useFillDay } from './use-fill-day';
import { useSaveAppointment } from './use-save-appointment';
import { useSaveBusinessHours } from './use-save-business-hours';
import { useSaveSlot } from './use-save-slot';
import { useClientSearch } from './use-client-search';
import { useServiceChoices } from './use-service-choices';
import { toWallClock } from './wall-clock';

export interface StylistCalendarContainerProps {
  /** A fixed "now" (stories, screenshots); the real clock otherwise. */
  now?: Date;
  /** Extra header controls the app composes in (the Export menu). */
  headerActions?: ReactNode;
}

/** /stylist-sessions/:stylistId(/:stylistName): a stylist only sees their own; others of the salon any. */
export function StylistCalendarContainer({ now, headerActions }: StylistCalendarContainerProps) {
  const { stylistId = '', stylistName } = useParams();
  const userInfo = useUserInfo();
  // The route table signs in and guards this page (`canOpenStylistPage`); this only reads capabilities.
  if (!userInfo) return null;
  const policy = calendarPolicy(userInfo, stylistId);
  if (!STYLIST_ID_PATTERN.test(stylistId)) return <CalendarNotFound />;
  return (
    <StylistCalendar
      key={stylistId}
      stylistId={stylistId}
      stylistName={stylistName}
      policy={policy}
      now={now}
      headerActions={headerActions}
    />
  );
}

type OpenModal =
  | { kind: 'slot'; mode: 'create'; at: WallClockTime | null }
  | { kind: 'slot'; mode: 'update'; slot: CalendarSlotView }
  | { kind: 'delete-slot'; slot: CalendarSlotView }
  | { kind: 'unblock'; slot: CalendarSlotView }
  | { kind: 'waitlist'; appointment: CalendarAppointmentView }
  | { kind: 'appointment'; appointment: Appointment | null; at: WallClockTime | null }
  | { kind: 'move'; appointment: Appointment }
  | { kind: 'delete-appointment'; appointment: Appointment }
  | { kind: 'no-show'; appointment: Appointment }
  | { kind: 'business-hours' }
  | { kind: 'day-hours' };

interface StylistCalendarProps {
  stylistId: string;
  stylistName: string | undefined;
  policy: CalendarPolicy;
  now?: Date;
  headerActions?: ReactNode;
}

function StylistCalendar({
  stylistId,
  stylistName,
  policy,
  now: fixedNow,
  headerActions,
}: StylistCalendarProps) {
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const clock = useClock(fixedNow);
  // `?date=YYYY-MM-DD` (the salon's e-mails link to the day of a booking) opens that day's view.
  const [searchParams] = useSearchParams();
  const linkedDay = linkedDayOf(searchParams.get('date'));
  // A phone has room for one day's column: it opens on the day view (the week one on wider screens).
  const [view, setView] = useState<CalendarView>(() => (linkedDay || onPhone() ? 'day' : 'week'));
  const [anchor, setAnchor] = useState<Date>(() => linkedDay ?? clock);

  const range = visibleRange(view === 'business-hours' ? 'week' : view, anchor);
  const from = dayKey(range.from);
  const to = dayKey(addDays(range.to, -1));
  const { calendar, businessHours, data, hoursState, rawSlots, appointmentOf, waitingFor, timeZone } =
    useCalendarState(stylistId, from, to);
  const refresh = () => mutate(isStylistKey(stylistId));
  // The list screens' write flow: the server's message as a toast, the modal closed, the calendar reloaded.
  const { open: modal, show: open, close, run, formError } = useListModal<OpenModal>(refresh);
  const write = (fn: () => Promise<string>, errorsInForm: boolean) =>
    run(fn, errorsInForm ? 'form' : 'toast');
  const services = useServiceChoices(policy.manageAppointments);
  const clients = useClientSearch(policy.manageAppointments && modal?.kind === 'appointment');
  const saveSlot = useSaveSlot();
  const deleteSlot = useDeleteSlot();
  const fillDay = useFillDay();
  const saveHours = useSaveBusinessHours();
  const saveAppointment = useSaveAppointment();
  const deleteAppointment = useDeleteAppointment();
  // The No-show modal's fee and card, and the mark's outcome (shown in the modal, not a toast).
  const noShowId = modal?.kind === 'no-show' ? modal.appointment._id : null;
  const noShow = useNoShowModal(stylistId, noShowId, close, refresh);

  const now = useMemo(() => toWallClock(clock, timeZone), [clock, timeZone]);
  const name = stylistName ?? calendar.data?.stylistData.name;

  const move = (appointment: Appointment, to: WallClockTime, errorsInForm: boolean) => {
    const body = movedAppointmentBody(appointment, to);
    if (!body) {
      toast.error('Choose a service for this appointment first (Edit), then move it.');
      return;
    }
    return write(
      async () => (await saveAppointment.trigger({ id: appointment._id, body })).message,
      errorsInForm,
    );
  };

  // An unknown stylist (or one of another salon) answers 404: nothing on this page can work.
  if (isApiError(calendar.error) && calendar.error.status === 404) return <CalendarNotFound />;

  return (
    <>
      <StylistCalendarScreen
        title={name ? `${name}'s Availabilities` : 'Availabilities'}
        view={view}
        anchor={anchor}
        now={now}
        data={data}
        businessHours={hoursState}
        can={policy}
        onViewChange={setView}
        onAnchorChange={setAnchor}
        onCreateSlotClick={() => open({ kind: 'slot', mode: 'create', at: null })}
        onChangeHoursByDay={() => open({ kind: 'day-hours' })}
        onChangeWeeklyByHour={() => open({ kind: 'business-hours' })}
        onCreateSlot={(at) => open({ kind: 'slot', mode: 'create', at })}
        onBookSlot={(slot) =>
          open({ kind: 'appointment', appointment: null, at: { date: slot.date, time: slot.time } })
        }
        onUpdateSlot={(slot) => open({ kind: 'slot', mode: 'update', slot })}
        onDeleteSlot={(slot) => open({ kind: 'delete-slot', slot })}
        onUnblockSlot={(slot) => open({ kind: 'unblock', slot })}
        onEdit={(view) => {
          const appointment = appointmentOf(view);
          if (appointment) open({ kind: 'appointment', appointment, at: null });
        }}
        onMove={(view) => {
          const appointment = appointmentOf(view);
          if (appointment) open({ kind: 'move', appointment });
        }}
        onDelete={(view) => {
          const appointment = appointmentOf(view);
          if (appointment) open({ kind: 'delete-appointment', appointment });
        }}
        onWaitlist={(appointment) => open({ kind: 'waitlist', appointment })}
        {...(policy.chargeFees
          ? {
              onNoShow: (view: CalendarAppointmentView) => {
                const appointment = appointmentOf(view);
                noShow.reset();
                if (appointment) open({ kind: 'no-show', appointment });
              },
            }
          : {})}
        {...(policy.checkout
          ? {
              // The desk's checkout (the sales area) starts the appointment's sale from its address.
              onCheckout: (view: CalendarAppointmentView) => navigate(checkoutPath(view.id)),
            }
          : {})}
        onDropAppointment={(view, to) => {
          const appointment = appointmentOf(view);
          if (appointment) void move(appointment, to, false);
        }}
        headerExtra={
          <>
            {headerActions}
            <Button
              variant="ghost"
              onClick={() =>
                navigate(`/waitlist/${encodeURIComponent(stylistId)}/${encodeURIComponent(name ?? '')}`)
              }
            >
              Waitlist
            </Button>
          </>
        }
        aside={<UpcomingAppointmentsPanelContainer stylistId={stylistId} now={now} poll={policy.pollPanel} />}
      />

      <SlotFormModal
        open={modal?.kind === 'slot'}
        mode={modal?.kind === 'slot' ? modal.mode : 'create'}
        now={now}
        initialValues={slotFormValues(
          modal?.kind !== 'slot' ? null : modal.mode === 'update' ? modal.slot : modal.at,
        )}
        submitting={saveSlot.isMutating}
        serverError={formError}
        onClose={close}
        onSubmit={({ date, time }) => {
          const slot =
            modal?.kind === 'slot' && modal.mode === 'update' ? rawSlots.get(modal.slot.id) : undefined;
          const body = slotBody(date, time, slot);
          void write(async () => (await saveSlot.trigger({ stylistId, body })).message, true);
        }}
      />

      <DeleteSlotModal
        open={modal?.kind === 'delete-slot'}
        slotLabel={modal?.kind === 'delete-slot' ? slotLabel(modal.slot.date, modal.slot.time) : ''}
        deleting={deleteSlot.isMutating}
        onCancel={close}
        onConfirm={() => {
          if (modal?.kind === 'delete-slot') void write(() => deleteSlot.trigger(modal.slot.id), false);
        }}
      />

      <UnblockSlotModal
        open={modal?.kind === 'unblock'}
        slotLabel={modal?.kind === 'unblock' ? slotLabel(modal.slot.date, modal.slot.time) : ''}
        submitting={saveSlot.isMutating}
        serverError={formError}
        onClose={close}
        onConfirm={() => {
          if (modal?.kind !== 'unblock') return;
          const { slot } = modal;
          void write(
            async () =>
              (
                await saveSlot.trigger({
                  stylistId,
                  body: { date: slot.date, time: slot.time, slotId: slot.id },
                })
              ).message,
            true,
          );
        }}
      />

      <WaitlistModal
        open={modal?.kind === 'waitlist'}
        slotLabel={
          modal?.kind === 'waitlist' ? slotLabel(modal.appointment.date, modal.appointment.time) : ''
        }
        entries={modal?.kind === 'waitlist' ? waitlistEntries(waitingFor(modal.appointment)) : []}
        onClose={close}
      />

      <AppointmentFormModal
        open={modal?.kind === 'appointment'}
        mode={modal?.kind === 'appointment' && modal.appointment ? 'update' : 'create'}
        now={now}
        services={services.data ?? []}
        initialValues={
          modal?.kind === 'appointment'
            ? toAppointmentFormValues(modal.appointment, modal.at ?? undefined)
            : toAppointmentFormValues(null)
        }
        submitting={saveAppointment.isMutating}
        serverError={formError}
        onClientSearch={clients.search}
        clientOptions={clients.options}
        clientsLoading={clients.loading}
        {...(modal?.kind === 'appointment' && modal.appointment?.visitPayments?.length
          ? {
              payments: visitMoneyOf({
                payments: modal.appointment.visitPayments,
                money: modal.appointment.visitMoney,
              }),
            }
          : {})}
        onClose={close}
        onSubmit={(form: AppointmentFormResult) => {
          if (modal?.kind !== 'appointment') return;
          const id = modal.appointment?._id;
          const body = {
            ...toAppointmentBody(stylistId, form),
            ...(modal.appointment ? {} : { status: 'booked' as const }),
          };
          void write(async () => (await saveAppointment.trigger({ id, body })).message, true);
        }}
      />

      <MoveAppointmentModal
        open={modal?.kind === 'move'}
        appointmentLabel={modal?.kind === 'move' ? appointmentLabel(modal.appointment) : ''}
        current={
          modal?.kind === 'move'
            ? { date: modal.appointment.dateAsAString, time: modal.appointment.timeAsAString }
            : { date: '', time: '' }
        }
        now={now}
        submitting={saveAppointment.isMutating}
        serverError={formError}
        onClose={close}
        onSubmit={(to) => {
          if (modal?.kind === 'move') void move(modal.appointment, to, true);
        }}
      />

      <AppointmentDeleteModal
        open={modal?.kind === 'delete-appointment'}
        appointmentLabel={modal?.kind === 'delete-appointment' ? appointmentLabel(modal.appointment) : ''}
        deleting={deleteAppointment.isMutating}
        onCancel={close}
        onConfirm={() => {
          if (modal?.kind === 'delete-appointment')
            void write(() => deleteAppointment.trigger(modal.appointment._id), false);
        }}
      />

      <NoShowChargeModal
        open={modal?.kind === 'no-show'}
        appointmentLabel={modal?.kind === 'no-show' ? appointmentLabel(modal.appointment) : ''}
        {...noShow.modal}
      />

      <BusinessHoursModal
        // Its form starts from the loaded hours: opened before they arrive, it would show every day
        // closed and saving would clear them. It opens as soon as they are there.
        open={modal?.kind === 'business-hours' && businessHours.data !== undefined}
        initialValues={toBusinessHoursValues(businessHours.data)}
        submitting={saveHours.isMutating}
        serverError={formError}
        onClose={close}
        onSubmit={(values: BusinessHoursValues) =>
          void write(async () => {
            const body = businessHoursBody(values, businessHours.data?._id ?? null);
            return (await saveHours.trigger({ stylistId, body })).message;
          }, true)
        }
      />

      <DayHoursModal
        open={modal?.kind === 'day-hours'}
        now={now}
        initialDate={null}
        submitting={fillDay.isMutating}
        serverError={formError}
        onClose={close}
        onSubmit={(date) =>
          void write(async () => (await fillDay.trigger({ stylistId, date: dayKey(date) })).message, true)
        }
      />
    </>
  );
}
