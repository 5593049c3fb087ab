import * as appointments from '../../appointments/endpoints';
import {
  NO_SHOW_TEXTS,
  type ChangeStatusBody,
  type DashboardAppointmentBody,
  type NoShowCharge,
} from '../../appointments/schemas';
import type { Appointment } from '../../availability/schemas';
import {
  addMinutesIso,
  appointmentIdOf,
  buildCurrentAppointments,
  buildStatusList,
  buildStylistData,
  buildUpcomingAppointments,
  buildWeekAppointments,
  mockInstant,
  slotIdFor,
} from '../factories/appointments';
import { buildWaitlist } from '../factories/availability';
import { mockEndpoint, mockFailure, mockPending, ok } from '../http';

function fromForm(body: DashboardAppointmentBody, base: Appointment): Appointment {
  const start = mockInstant(body.date, body.startTime);
  return {
    ...base,
    status: body.status ?? base.status,
    stylist: body.stylistId,
    stylistData: buildStylistData(body.stylistId),
    userName: body.name,
    userEmail: body.email,
    userMobile: body.phone,
    gender: body.gender ?? null,
    dateAsAString: body.date,
    timeAsAString: body.startTime,
    timeAsADate: start,
    endAsADate: addMinutesIso(start, body.requiredTime),
    requiredDuration: body.requiredTime,
    comment: body.comment ?? null,
    slotId: slotIdFor(body.date, body.startTime),
  };
}

function existing(id: string | undefined): Appointment {
  const all = buildWeekAppointments();
  return all.find((a) => a._id === id) ?? all[2]!;
}

/** Handlers of the appointments area (dashboard form, waitlist, side panel), answering the fixture week. */
export function appointmentsHandlers() {
  return [
    mockEndpoint(appointments.getAppointmentStatusList, () => ok(buildStatusList())),
    mockEndpoint(appointments.getWaitlist, () => ok(buildWaitlist())),
    mockEndpoint(appointments.getCurrentAppointments, () => ok(buildCurrentAppointments())),
    mockEndpoint(appointments.getUpcomingAppointments, () => ok(buildUpcomingAppointments())),
    mockEndpoint(appointments.addAppointmentDashboard, async ({ request }) => {
      const body = (await request.json()) as DashboardAppointmentBody;
      const created = fromForm(body, {
        ...existing(undefined),
        _id: appointmentIdOf(50),
        appointmentId: 'AP-001050',
        status: 'booked',
        user: null,
        clientNote: null,
        source: 'dashboard',
      });
      return ok(created, 'Appointment booked successfully');
    }),
    mockEndpoint(appointments.updateAppointmentDashboard, async ({ request, params }) => {
      const body = (await request.json()) as DashboardAppointmentBody;
      return ok(fromForm(body, existing(params.id as string)), 'Appointment updated successfully');
    }),
    mockEndpoint(appointments.deleteAppointmentDashboard, () => ok(null, 'Appointment deleted successfully')),
    mockEndpoint(appointments.changeStatusOfAppointment, async ({ request }) => {
      const body = (await request.json()) as ChangeStatusBody;
      const id = new URL(request.url).searchParams.get('id') ?? undefined;
      return ok({ ...existing(id), status: body.status }, 'Appointment status changed successfully');
    }),
    ...noShowHandlers(),
  ];
}

export const appointmentsFailures = {
  waitlistLoading: mockPending(appointments.getWaitlist),
  waitlistEmpty: mockEndpoint(appointments.getWaitlist, () => ok(buildWaitlist({ appointments: [] }))),
  waitlistError: mockFailure(appointments.getWaitlist, 500, 'Could not load the waitlist'),
  waitlistForbidden: mockFailure(appointments.getWaitlist, 403, 'You can only manage your own calendar'),
  currentEmpty: mockEndpoint(appointments.getCurrentAppointments, () => ok([])),
  upcomingEmpty: mockEndpoint(appointments.getUpcomingAppointments, () => ok([])),
  upcomingLoading: mockPending(appointments.getUpcomingAppointments),
  addConflict: mockFailure(
    appointments.addAppointmentDashboard,
    409,
    'This time slot has just been booked, please choose another one',
  ),
  addTooSoon: mockFailure(
    appointments.addAppointmentDashboard,
    400,
    'Appointments must start more than 15 minutes from now',
  ),
  addPending: mockPending(appointments.addAppointmentDashboard),
  updateConflict: mockFailure(
    appointments.updateAppointmentDashboard,
    409,
    'This time slot has just been booked, please choose another one',
  ),
  updateTooSoon: mockFailure(
    appointments.updateAppointmentDashboard,
    400,
    'Appointments starting within 15 minutes or in the past cannot be changed',
  ),
  updatePending: mockPending(appointments.updateAppointmentDashboard),
  statusTooSoon: mockFailure(
    appointments.changeStatusOfAppointment,
    400,
    'The status of an appointment starting within 15 minutes or in the past cannot be changed',
  ),
  statusConflict: mockFailure(
    appointments.changeStatusOfAppointment,
    409,
    'This time slot has just been booked, please choose another one',
  ),
  deletePending: mockPending(appointments.deleteAppointmentDashboard),
  deleteTooSoon: mockFailure(
    appointments.deleteAppointmentDashboard,
    400,
    'Appointments starting within 15 minutes or in the past cannot be deleted',
  ),
};

/** The No-show modal's fee and card, and the mark's answers of each outcome. */
export function noShowHandlers(
  outcome: 'succeeded' | 'requires_action' | 'failed' = 'succeeded',
  options: { card?: string | null } = {},
) {
  const card = options.card === undefined ? 'Card ending 4242' : options.card;
  const quote = (id: string): NoShowCharge => {
    const appointment = existing(id);
    return {
      _id: appointment._id,
      appointmentId: appointment.appointmentId,
      clientName: appointment.userName,
      clientEmail: appointment.userEmail,
      noShowAt: null,
      fee: 25,
      currency: 'usd',
      card,
      charge: null,
    };
  };
  const messages = {
    succeeded: NO_SHOW_TEXTS.charged,
    requires_action: NO_SHOW_TEXTS.requiresAction,
    failed: card ? NO_SHOW_TEXTS.declined : NO_SHOW_TEXTS.noCard,
  };
  return [
    mockEndpoint(appointments.getNoShowCharge, ({ params }) => ok(quote(params.id as string))),
    mockEndpoint(appointments.markNoShow, ({ params }) => {
      const marked = quote(params.id as string);
      return ok(
        {
          ...marked,
          noShowAt: '2026-03-16T09:00:00.000Z',
          charge: {
            _id: '0e5e0000-0000-4000-8000-00000000c001',
            kind: 'no_show_fee',
            amount: 25,
            currency: 'usd',
            status: outcome,
            failureMessage:
              outcome === 'failed'
                ? card
                  ? 'Your card was declined.'
                  : 'No card is on file for this visit'
                : null,
            createdAt: '2026-03-16T09:00:00.000Z',
          },
        },
        messages[outcome],
      );
    }),
  ];
}
