import { IconButton } from '@salon/ui/primitives/IconButton';
import { Skeleton } from '@salon/ui/primitives/Skeleton';
import { useId } from 'react';
import {
  Avatar,
  Heading,
  Item,
  List,
  Note,
  Panel,
  SlotText,
  StylistName,
  Today,
  Top,
} from './UpcomingAppointmentsPanel.styles';

export interface PanelAppointment {
  id: string;
  /** The slot as shown, e.g. 'Mon, Mar 16 · 10:00'. */
  slot: string;
  clientName: string;
  /** The client's note; 'No Notes' is shown without one. */
  note: string | null;
}

export type UpcomingAppointmentsState =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | {
      status: 'ready';
      stylist: { name: string; photo: string | null };
      /** Under way now. */
      current: PanelAppointment[];
      /** Sorted by slot, soonest first. */
      upcoming: PanelAppointment[];
      /** Today's activity, e.g. '3 booked, 9 free slots today'. */
      today?: string;
    };

export interface UpcomingAppointmentsPanelProps {
  state: UpcomingAppointmentsState;
  collapsed: boolean;
  onToggle: () => void;
}

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => word[0])
    .slice(0, 2)
    .join('')
    .toUpperCase();

/** The stylist-sessions side panel (spec 1 §2): the stylist, then their upcoming appointments; collapsible. */
export function UpcomingAppointmentsPanel({ state, collapsed, onToggle }: UpcomingAppointmentsPanelProps) {
  const bodyId = useId();
  const headingId = useId();
  return (
    <Panel $collapsed={collapsed} aria-labelledby={headingId}>
      <Top>
        {state.status === 'ready' ? (
          <>
            <Avatar aria-hidden={state.stylist.photo ? undefined : true}>
              {state.stylist.photo ? (
                <img src={state.stylist.photo} alt={state.stylist.name} />
              ) : (
                initials(state.stylist.name)
              )}
            </Avatar>
            {!collapsed && <StylistName>{state.stylist.name}</StylistName>}
          </>
        ) : (
          <Skeleton shape="circle" width={48} />
        )}
        <IconButton
          icon={collapsed ? 'chevron-left' : 'chevron-right'}
          label={collapsed ? 'Show upcoming appointments' : 'Hide upcoming appointments'}
          aria-expanded={!collapsed}
          aria-controls={bodyId}
          onClick={onToggle}
        />
      </Top>
      <Heading id={headingId} hidden={collapsed}>
        Upcoming Appointments
      </Heading>
      <div id={bodyId} hidden={collapsed}>
        {state.status === 'loading' && (
          <div aria-busy="true">
            <Skeleton shape="text" lines={4} />
          </div>
        )}
        {state.status === 'error' && <p role="alert">{state.message}</p>}
        {state.status === 'ready' && (
          <>
            {state.today && <Today>{state.today}</Today>}
            {state.current.length > 0 && (
              <List aria-label="Current appointments">
                {state.current.map((appointment) => (
                  <Item key={appointment.id} $current>
                    <SlotText>Now · {appointment.slot}</SlotText>
                    <span>{appointment.clientName}</span>
                    <Note>{appointment.note || 'No Notes'}</Note>
                  </Item>
                ))}
              </List>
            )}
            {state.upcoming.length === 0 ? (
              <Today>No Appointment Available</Today>
            ) : (
              // Focusable: the list scrolls when long, and keyboard users must be able to scroll it.
              <List aria-labelledby={headingId} tabIndex={0}>
                {state.upcoming.map((appointment) => (
                  <Item key={appointment.id}>
                    <SlotText>{appointment.slot}</SlotText>
                    <span>{appointment.clientName}</span>
                    <Note>{appointment.note || 'No Notes'}</Note>
                  </Item>
                ))}
              </List>
            )}
          </>
        )}
      </div>
    </Panel>
  );
}
