import { VisuallyHidden } from '@salon/ui/primitives/VisuallyHidden';
import { useDrag } from 'react-dnd';
import { ActionMenu } from '@salon/ui/patterns/ActionMenu';
import type { CalendarAppointmentView } from '../calendar-model';
import { ChipButton, ChipDetail, ChipName, DragSource } from './AppointmentChip.styles';
import { APPOINTMENT_DRAG_TYPE, type AppointmentDragItem } from './drag-types';

export interface AppointmentActions {
  onEdit: (appointment: CalendarAppointmentView) => void;
  /** The keyboard (and pointer) alternative to dragging: choose the new date and time in a dialog. */
  onMove: (appointment: CalendarAppointmentView) => void;
  onDelete: (appointment: CalendarAppointmentView) => void;
  onWaitlist: (appointment: CalendarAppointmentView) => void;
  /** Mark the visit No-show and charge the salon's fee; no menu item when left out. */
  onNoShow?: (appointment: CalendarAppointmentView) => void;
  /** Check the visit out at the desk (start its sale); no menu item when left out. */
  onCheckout?: (appointment: CalendarAppointmentView) => void;
}

export interface AppointmentChipProps extends AppointmentActions {
  appointment: CalendarAppointmentView;
  /** Starts within 15 minutes or is past: grey, cannot be changed or dragged. */
  locked: boolean;
  /** Its start has passed: only then can the client be marked a no-show. */
  started: boolean;
  canManage: boolean;
  /** Whether the chip takes part in the grid's tab order (the grid's active cell). */
  tabbable: boolean;
  /** Human date of the appointment, e.g. 'Tue, Mar 17'. */
  dayLabel: string;
}

const STATUS_LABELS = { booked: 'Booked', confirmed: 'Confirmed', waiting: 'Waiting', canceled: 'Canceled' };

/** An appointment in its start cell: a menu button (Edit, Move, Waitlist, Delete, No-show, Checkout) that can be dragged. */
export function AppointmentChip({
  appointment,
  locked,
  started,
  canManage,
  tabbable,
  dayLabel,
  onEdit,
  onMove,
  onDelete,
  onWaitlist,
  onNoShow,
  onCheckout,
}: AppointmentChipProps) {
  const changeable = canManage && !locked;
  const [{ dragging }, drag] = useDrag<AppointmentDragItem, unknown, { dragging: boolean }>(
    () => ({
      type: APPOINTMENT_DRAG_TYPE,
      item: { appointment },
      canDrag: changeable,
      collect: (monitor) => ({ dragging: monitor.isDragging() }),
    }),
    [appointment, changeable],
  );
  const who = `${appointment.clientName}, ${dayLabel} ${appointment.time}`;
  return (
    <DragSource
      ref={(element) => {
        drag(element);
      }}
      $dragging={dragging}
    >
      <ActionMenu
        label={`Appointment of ${who}`}
        items={[
          { label: 'Edit', onSelect: () => onEdit(appointment), disabled: !changeable },
          { label: 'Move', onSelect: () => onMove(appointment), disabled: !changeable },
          { label: 'Waitlist', onSelect: () => onWaitlist(appointment) },
          { label: 'Delete', onSelect: () => onDelete(appointment), disabled: !changeable },
          ...(onNoShow
            ? [
                {
                  label: 'No-show',
                  onSelect: () => onNoShow(appointment),
                  disabled: appointment.status === 'canceled' || !started,
                },
              ]
            : []),
          ...(onCheckout
            ? [
                {
                  label: 'Checkout',
                  onSelect: () => onCheckout(appointment),
                  disabled: appointment.status === 'canceled',
                },
              ]
            : []),
        ]}
        trigger={({ ref, ...props }) => (
          <ChipButton
            type="button"
            ref={ref}
            {...props}
            tabIndex={tabbable ? 0 : -1}
            $status={appointment.status}
            $locked={locked}
          >
            <ChipName>{appointment.clientName}</ChipName>
            {appointment.visit && (
              <ChipDetail data-visit-part="">
                Visit {appointment.visit.part} of {appointment.visit.of}
              </ChipDetail>
            )}
            <ChipDetail>
              {appointment.serviceTitle ?? STATUS_LABELS[appointment.status]} · {appointment.durationMinutes}{' '}
              m
            </ChipDetail>
            <VisuallyHidden>
              {`, ${dayLabel} ${appointment.time}, ${STATUS_LABELS[appointment.status]}${locked ? ', locked' : ''}`}
              {appointment.visit ? `, one visit: ${appointment.visit.parts.join('; ')}` : ''}
            </VisuallyHidden>
          </ChipButton>
        )}
      />
    </DragSource>
  );
}
