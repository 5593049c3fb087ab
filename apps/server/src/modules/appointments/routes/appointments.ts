import * as appointments from '@salon/api/appointments/endpoints';
import type { ContractRouter } from '../../../http/contract-route';
import type { AppointmentService } from '../appointments-service';

export function appointmentRoutes(route: ContractRouter, service: AppointmentService): void {
  route(appointments.addAppointmentDashboard, async ({ viewer, body }) => ({
    data: await service.add(viewer, body),
    message: 'Appointment booked successfully',
  }));
  route(appointments.updateAppointmentDashboard, async ({ viewer, params, body }) => ({
    data: await service.update(viewer, params.id, body),
    message: 'Appointment updated successfully',
  }));
  route(appointments.deleteAppointmentDashboard, async ({ viewer, params }) => {
    await service.delete(viewer, params.id);
    return { data: null, message: 'Appointment deleted successfully' };
  });
  route(appointments.getAppointmentStatusList, async ({ viewer }) => ({
    data: await service.statusList(viewer),
  }));
  route(appointments.changeStatusOfAppointment, async ({ viewer, query, body }) => {
    const { appointment, message } = await service.changeStatus(viewer, query.id, body);
    return { data: appointment, message };
  });
  route(appointments.getWaitlist, async ({ viewer, query }) => ({
    data: await service.waitlist(viewer, query.stylistId),
  }));
  route(appointments.getCurrentAppointments, async ({ viewer, body }) => ({
    data: await service.report(viewer, body, 'current'),
  }));
  route(appointments.getUpcomingAppointments, async ({ viewer, body }) => ({
    data: await service.report(viewer, body, 'upcoming'),
  }));
}
