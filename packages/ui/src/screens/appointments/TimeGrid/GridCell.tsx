import { IconButton, type IconButtonProps } from '@salon/ui/primitives/IconButton';
import { VisuallyHidden } from '@salon/ui/primitives/VisuallyHidden';
import { forwardRef, memo } from 'react';
import { useDrop } from 'react-dnd';
import { canMove, combineDayTime, isEditable } from '../calendar-time';
import type { CalendarCapabilities, CalendarSlotView, CellContent } from '../calendar-model';
import { AppointmentChip } from './AppointmentChip';
import type { CellActions } from './cell-actions';
import { APPOINTMENT_DRAG_TYPE, type AppointmentDragItem } from './drag-types';
import { Cell, Continuing, CreateSlot, SlotBox, SlotLabel, TextAction } from './TimeGrid.styles';

export interface GridCellProps extends CellActions {
  date: string;
  time: string;
  /** e.g. 'Tue, Mar 17', for the buttons' names. */
  dayLabel: string;
  content: CellContent;
  now: Date;
  can: CalendarCapabilities;
  /** The grid's active cell: it and its buttons are in the tab order. */
  active: boolean;
  onFocusCell: () => void;
}

/**
 * Whether a cell shows the same: its props are the same values, the capabilities field by field (the
 * page makes that object anew each render; the grid keeps every other prop's identity).
 */
function sameCell(before: GridCellProps, after: GridCellProps): boolean {
  const keys = Object.keys(after) as (keyof GridCellProps)[];
  if (keys.length !== Object.keys(before).length) return false;
  return keys.every((key) =>
    key === 'can'
      ? (Object.keys(after.can) as (keyof CalendarCapabilities)[]).every(
          (field) => before.can[field] === after.can[field],
        )
      : before[key] === after[key],
  );
}

/** One day × half-hour cell of the week or day grid. */
const GridCellView = forwardRef<HTMLDivElement, GridCellProps>(function GridCell(props, ref) {
  const { date, time, dayLabel, content, now, can, active } = props;
  const start = combineDayTime(date, time);
  const locked = !isEditable(start, now);
  const tab = active ? 0 : -1;
  const where = `${dayLabel} ${time}`;

  const [{ over, allowed }, drop] = useDrop<
    AppointmentDragItem,
    unknown,
    { over: boolean; allowed: boolean }
  >(
    () => ({
      accept: APPOINTMENT_DRAG_TYPE,
      canDrop: ({ appointment }) =>
        can.manageAppointments && canMove(combineDayTime(appointment.date, appointment.time), start, now),
      drop: ({ appointment }) => props.onDropAppointment(appointment, { date, time }),
      collect: (monitor) => ({ over: monitor.isOver(), allowed: monitor.canDrop() }),
    }),
    [date, time, now, can.manageAppointments, props.onDropAppointment],
  );

  const { slot, appointments, continuing } = content;
  /** A slot's small icon button, named '<verb> slot <day> <time>', tabbable with its cell, off while locked. */
  const slotButton = (verb: string, button: Pick<IconButtonProps, 'icon' | 'variant' | 'onClick'>) => (
    <IconButton {...button} size="sm" label={`${verb} slot ${where}`} tabIndex={tab} disabled={locked} />
  );
  const slotButtons = (target: CalendarSlotView) =>
    can.manageSlots && (
      <>
        {target.status === 'available' &&
          slotButton('Update', { icon: 'edit', onClick: () => props.onUpdateSlot(target) })}
        {target.status === 'canceled' &&
          slotButton('Unblock', { icon: 'check', onClick: () => props.onUnblockSlot(target) })}
        {slotButton('Delete', {
          icon: 'trash',
          variant: 'danger',
          onClick: () => props.onDeleteSlot(target),
        })}
      </>
    );

  return (
    <Cell
      ref={(element) => {
        drop(element);
        if (typeof ref === 'function') ref(element);
        else if (ref) ref.current = element;
      }}
      role="gridcell"
      tabIndex={tab}
      data-cell={`${date} ${time}`}
      data-locked={locked || undefined}
      $locked={locked}
      $drop={over ? (allowed ? 'ok' : 'no') : 'none'}
      onFocus={(event) => {
        if (event.target === event.currentTarget) props.onFocusCell();
      }}
    >
      {locked && <VisuallyHidden>Locked.</VisuallyHidden>}
      {appointments.map((appointment) => (
        <AppointmentChip
          key={appointment.id}
          appointment={appointment}
          locked={locked}
          started={combineDayTime(appointment.date, appointment.time).getTime() <= now.getTime()}
          canManage={can.manageAppointments}
          tabbable={active}
          dayLabel={dayLabel}
          onEdit={props.onEdit}
          onMove={props.onMove}
          onDelete={props.onDelete}
          onWaitlist={props.onWaitlist}
          {...(props.onNoShow ? { onNoShow: props.onNoShow } : {})}
          {...(props.onCheckout ? { onCheckout: props.onCheckout } : {})}
        />
      ))}
      {appointments.length === 0 && continuing && (
        <Continuing>{continuing.clientName} (continued)</Continuing>
      )}
      {slot && appointments.length === 0 && !continuing && (
        <SlotBox $status={slot.status} $locked={locked}>
          {slot.status === 'available' && can.manageAppointments ? (
            <TextAction
              type="button"
              tabIndex={tab}
              disabled={locked}
              aria-label={`Book appointment ${where}`}
              onClick={() => props.onBookSlot(slot)}
            >
              Book
            </TextAction>
          ) : (
            <SlotLabel>{slot.status === 'canceled' ? 'Blocked' : 'Available'}</SlotLabel>
          )}
          {slotButtons(slot)}
        </SlotBox>
      )}
      {slot && (appointments.length > 0 || continuing) && can.manageSlots && slot.status === 'canceled' && (
        <SlotBox $status="canceled" $locked={locked}>
          <SlotLabel>Blocked</SlotLabel>
          {slotButtons(slot)}
        </SlotBox>
      )}
      {!slot && appointments.length === 0 && !continuing && can.manageSlots && (
        <CreateSlot>
          {slotButton('Create', { icon: 'plus', onClick: () => props.onCreateSlot({ date, time }) })}
        </CreateSlot>
      )}
    </Cell>
  );
});

export const GridCell = memo(GridCellView, sameCell);
