import { buildWeekAppointments } from '@salon/api/mocks/factories/appointments';
import { buildBusinessHours } from '@salon/api/mocks/factories/availability';
import { describe, expect, it } from 'vitest';
import {
  movedAppointmentBody,
  slotLabel,
  toAppointmentBody,
  toAppointmentFormValues,
  toBusinessHoursValues,
} from './calendar-view';

const appointment = buildWeekAppointments()[2]!;

describe('calendar view model', () => {
  it('labels a salon-local slot', () => {
    expect(slotLabel('2026-03-17', '10:00')).toBe('Tue, Mar 17 · 10:00');
  });

  it('counts the required time in 30-minute slots in the form and minutes on the wire', () => {
    const values = toAppointmentFormValues(appointment);
    expect(values.requiredTime).toBe('2');
    expect(values.startTime).toBe('09:00');
    const body = toAppointmentBody(appointment.stylist, {
      date: values.date!,
      startTime: '10:30',
      service: values.service!,
      subService: values.subService,
      requiredSlots: 3,
      name: 'Chris Walker',
      email: 'client@example.com',
      phone: '2125550106',
      gender: 'male',
      comment: '',
    });
    expect(body).toMatchObject({ date: '2026-03-16', startTime: '10:30', requiredTime: 90, comment: null });
  });

  it('moves an appointment by changing only its start', () => {
    expect(movedAppointmentBody(appointment, { date: '2026-03-18', time: '11:00' })).toMatchObject({
      date: '2026-03-18',
      startTime: '11:00',
      requiredTime: appointment.requiredDuration,
      name: appointment.userName,
      service: appointment.mainService!._id,
    });
    expect(
      movedAppointmentBody({ ...appointment, mainService: null }, { date: '2026-03-18', time: '11:00' }),
    ).toBeNull();
  });

  it('starts a new booking at the chosen slot with one slot of required time', () => {
    expect(toAppointmentFormValues(null, { date: '2026-03-17', time: '09:30' })).toMatchObject({
      startTime: '09:30',
      requiredTime: '1',
      service: null,
    });
  });

  it('fills the weekly form Sunday to Saturday', () => {
    const values = toBusinessHoursValues(buildBusinessHours());
    expect(values.days.map((day) => day.day)).toEqual(['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']);
    expect(values.days[4]!.slots).toHaveLength(2);
    expect(values.recurringType).toBe('month');
  });
});
