import { endpoint } from '../contract';
import { ChangeStageBody, TeamDay, TeamDayAppointment, TeamDayQuery, WalkInBody } from './team-day-schemas';
import { Empty } from '../shared/schemas';
import {
  Appointment,
  AppointmentIdParams,
  AppointmentInfoList,
  ChangeStatusBody,
  ChangeStatusQuery,
  DashboardAppointmentBody,
  NoShowCharge,
  ReportRangeBody,
  StatusList,
  Waitlist,
  WaitlistQuery,
} from './schemas';

/*
 * Who may call: salon owners, managers and superadmins for any stylist of their salon; a stylist for
 * their own appointments only (another stylist's answers 403); the platform admin, clients and
 * companies 403; another salon's ids 404. A double booking answers 409.
 */

export const addAppointmentDashboard = endpoint({
  method: 'POST',
  path: '/appointment/add-appointment-dashboard',
  auth: 'token',
  body: DashboardAppointmentBody,
  data: Appointment,
});

export const updateAppointmentDashboard = endpoint({
  method: 'PATCH',
  path: '/appointment/update-appointment-dashboard/:id',
  auth: 'token',
  params: AppointmentIdParams,
  body: DashboardAppointmentBody,
  data: Appointment,
});

/** Only appointments more than 15 minutes ahead can be deleted; the slot becomes available. */
export const deleteAppointmentDashboard = endpoint({
  method: 'DELETE',
  path: '/appointment/delete-appointment-dashboard/:id',
  auth: 'token',
  params: AppointmentIdParams,
  data: Empty,
});

/** The statuses an appointment can be set to, as `{value, label}` options. */
export const getAppointmentStatusList = endpoint({
  method: 'GET',
  path: '/appointment/get-appointment-status-list',
  auth: 'token',
  data: StatusList,
});

/** Refused within 15 minutes of the start or after it (400). */
export const changeStatusOfAppointment = endpoint({
  method: 'PATCH',
  path: '/appointment/change-status-of-appointment',
  auth: 'token',
  query: ChangeStatusQuery,
  body: ChangeStatusBody,
  data: Appointment,
});

/** The day of the whole team: a column per stylist, each visit with its stage and whether it is paid. */
export const getTeamDay = endpoint({
  method: 'GET',
  path: '/appointment/team-day',
  auth: 'token',
  query: TeamDayQuery,
  data: TeamDay,
});

/** Check-in and the visit's progress: arrived, in service, completed (a stylist: their own visits). */
export const changeVisitStage = endpoint({
  method: 'POST',
  path: '/appointment/stage',
  auth: 'token',
  body: ChangeStageBody,
  data: TeamDayAppointment,
});

/**
 * A walk-in: booked for now (the salon's clock, to the minute) for the stylist and checked in, with a name
 * alone. As booking: a stylist books only themself; the stylist busy now answers 409.
 */
export const bookWalkIn = endpoint({
  method: 'POST',
  path: '/appointment/walk-in',
  auth: 'token',
  body: WalkInBody,
  data: TeamDayAppointment,
});

export const getWaitlist = endpoint({
  method: 'GET',
  path: '/appointment/get-waitlist',
  auth: 'token',
  query: WaitlistQuery,
  data: Waitlist,
});

export const getCurrentAppointments = endpoint({
  method: 'POST',
  path: '/report/current-appointments',
  auth: 'token',
  body: ReportRangeBody,
  data: AppointmentInfoList,
});

export const getUpcomingAppointments = endpoint({
  method: 'POST',
  path: '/report/upcoming-appointments',
  auth: 'token',
  body: ReportRangeBody,
  data: AppointmentInfoList,
});

/**
 * The No-show modal's fee and card (GET), and the mark itself (POST), which charges the salon's
 * no-show fee off-session on the card on file, once per visit. Salon owner, managers and superadmin only
 * (a stylist 403: charging a client is the salon's decision); from the visit's start on.
 */
export const getNoShowCharge = endpoint({
  method: 'GET',
  path: '/appointment/no-show/:id',
  auth: 'token',
  params: AppointmentIdParams,
  data: NoShowCharge,
});

export const markNoShow = endpoint({
  method: 'POST',
  path: '/appointment/no-show/:id',
  auth: 'token',
  params: AppointmentIdParams,
  data: NoShowCharge,
});

export const appointmentEndpoints = {
  addAppointmentDashboard,
  updateAppointmentDashboard,
  deleteAppointmentDashboard,
  getAppointmentStatusList,
  changeStatusOfAppointment,
  getTeamDay,
  changeVisitStage,
  bookWalkIn,
  getWaitlist,
  getCurrentAppointments,
  getUpcomingAppointments,
  getNoShowCharge,
  markNoShow,
};
