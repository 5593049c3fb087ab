import {
  UpcomingAppointmentsPanel,
  type UpcomingAppointmentsState,
} from '@salon/ui/screens/appointments/UpcomingAppointmentsPanel';
import { addDays } from 'date-fns';
import { useState } from 'react';
import { combineDayTime, dayKey } from '@salon/ui/screens/appointments/calendar-time';
import { errorMessage } from '../core';
import { toPanelAppointment } from './calendar-view';
import { PANEL_REFRESH_MS } from './policies';
import { useCurrentAppointments } from './use-current-appointments';
import { useTodayActivity } from './use-today-activity';
import { useUpcomingAppointments } from './use-upcoming-appointments';

export interface UpcomingAppointmentsPanelContainerProps {
  stylistId: string;
  /** The salon's wall-clock now. */
  now: Date;
  /** Poll every 25 seconds (salon and stylist viewers). */
  poll: boolean;
}

/** Upcoming appointments look this many days ahead. */
const UPCOMING_DAYS = 30;

/** The stylist-sessions side panel: today's activity, current and upcoming appointments, polled. */
export function UpcomingAppointmentsPanelContainer({
  stylistId,
  now,
  poll,
}: UpcomingAppointmentsPanelContainerProps) {
  const [collapsed, setCollapsed] = useState(false);
  const today = dayKey(now);
  const interval = poll ? PANEL_REFRESH_MS : 0;
  const activity = useTodayActivity(stylistId, today, interval);
  const current = useCurrentAppointments(stylistId, today, interval);
  const upcoming = useUpcomingAppointments(stylistId, today, dayKey(addDays(now, UPCOMING_DAYS)), interval);

  const error = activity.error ?? upcoming.error ?? current.error;
  let state: UpcomingAppointmentsState;
  if (activity.data && upcoming.data) {
    const booked = activity.data.appointments.filter((a) => a.status !== 'canceled').length;
    const free = activity.data.slots.filter((slot) => slot.slotStatus === 'available').length;
    // Under way at the salon's now: started and not yet ended (the report's day may hold later ones).
    const underWay = (current.data ?? []).filter((a) => {
      const start = combineDayTime(a.dateAsAString, a.timeAsAString).getTime();
      return start <= now.getTime() && now.getTime() < start + a.requiredDuration * 60_000;
    });
    const currentIds = new Set(underWay.map((a) => a._id));
    state = {
      status: 'ready',
      stylist: { name: activity.data.stylistData.name, photo: activity.data.stylistData.photo },
      current: underWay.map(toPanelAppointment),
      upcoming: [...upcoming.data]
        .filter((a) => !currentIds.has(a._id))
        .sort((a, b) => a.timeAsADate.localeCompare(b.timeAsADate))
        .map(toPanelAppointment),
      today: `Today: ${booked} booked, ${free} free slot${free === 1 ? '' : 's'}`,
    };
  } else if (error) {
    state = { status: 'error', message: errorMessage(error) };
  } else {
    state = { status: 'loading' };
  }
  return (
    <UpcomingAppointmentsPanel
      state={state}
      collapsed={collapsed}
      onToggle={() => setCollapsed(!collapsed)}
    />
  );
}
