import { TitledPage } from '@salon/ui/patterns/TitledPage';
import { Button } from '@salon/ui/primitives/Button';
import { Icon } from '@salon/ui/primitives/Icon';
import { IconButton } from '@salon/ui/primitives/IconButton';
import { Skeleton } from '@salon/ui/primitives/Skeleton';
import { format } from 'date-fns';
import { useMemo, type ReactNode } from 'react';
import { DndProvider } from 'react-dnd';
import { HTML5Backend } from 'react-dnd-html5-backend';
import { useTheme } from 'styled-components';
import { ActionMenu } from '@salon/ui/patterns/ActionMenu';
import { BusinessHoursView, type BusinessHoursState } from '../BusinessHoursView';
import {
  buildCells,
  daySummaries,
  type CalendarAppointmentView,
  type CalendarCapabilities,
  type CalendarSlotView,
} from '../calendar-model';
import { columnDays, shiftAnchor, weekDays, type CalendarView } from '../calendar-time';
import { MonthGrid } from '../MonthGrid';
import { cellActions, TimeGrid, type CellActions } from '../TimeGrid';
import {
  Actions,
  Aside,
  Body,
  ErrorText,
  Legend,
  Loading,
  Main,
  Navigation,
  RangeLabel,
  Swatch,
  Toolbar,
  ViewSwitch,
} from './StylistCalendarScreen.styles';

export type CalendarDataState =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; slots: CalendarSlotView[]; appointments: CalendarAppointmentView[] };

export interface StylistCalendarScreenProps extends CellActions {
  /** e.g. "Stella Stylist's Availabilities". */
  title: string;
  view: CalendarView;
  /** Any day of the period shown. */
  anchor: Date;
  /** The salon's wall-clock now: slots starting within 15 minutes of it are locked. */
  now: Date;
  data: CalendarDataState;
  businessHours: BusinessHoursState;
  can: CalendarCapabilities;
  onViewChange: (view: CalendarView) => void;
  onAnchorChange: (anchor: Date) => void;
  /** The header's 'Create Slot' (no time chosen yet). */
  onCreateSlotClick: () => void;
  onChangeHoursByDay: () => void;
  onChangeWeeklyByHour: () => void;
  /** Extra header actions, e.g. a link to the waitlist page. */
  headerExtra?: ReactNode;
  /** The side panel (upcoming appointments). */
  aside?: ReactNode;
}

const VIEW_LABELS: Record<Exclude<CalendarView, 'business-hours'>, string> = {
  week: 'Week',
  month: 'Month',
  day: 'Day',
};

function rangeLabel(view: CalendarView, anchor: Date): string {
  if (view === 'month') return format(anchor, 'MMMM yyyy');
  if (view === 'day') return format(anchor, 'EEEE, MMMM d, yyyy');
  const days = weekDays(anchor);
  const first = days[0]!;
  const last = days[6]!;
  return first.getMonth() === last.getMonth()
    ? `${format(first, 'MMM d')} – ${format(last, 'd, yyyy')}`
    : `${format(first, 'MMM d')} – ${format(last, 'MMM d, yyyy')}`;
}

/** The stylist's calendar: week (initial), month and day views of slots and appointments, and the business hours. */
export function StylistCalendarScreen(props: StylistCalendarScreenProps) {
  const { title, view, anchor, now, data, businessHours, can } = props;
  const theme = useTheme();
  const slots = data.status === 'ready' ? data.slots : null;
  const appointments = data.status === 'ready' ? data.appointments : null;
  const cellAt = useMemo(() => buildCells(slots ?? [], appointments ?? []), [slots, appointments]);
  const summaries = useMemo(() => daySummaries(slots ?? [], appointments ?? []), [slots, appointments]);
  const stepLabel = view === 'month' ? 'month' : view === 'day' ? 'day' : 'week';
  const timed = view !== 'business-hours';

  return (
    <TitledPage
      width="full"
      title={title}
      actions={
        <Actions>
          {props.headerExtra}
          {can.manageSlots && (
            <Button iconStart={<Icon name="plus" size={16} />} onClick={props.onCreateSlotClick}>
              Create Slot
            </Button>
          )}
          <Button
            variant="secondary"
            aria-pressed={view === 'business-hours'}
            onClick={() => props.onViewChange('business-hours')}
          >
            Business Hours
          </Button>
          {can.manageBusinessHours && (
            <ActionMenu
              label="Change hours"
              align="end"
              items={[
                { label: 'Change hours by day', onSelect: props.onChangeHoursByDay },
                { label: 'Change Weekly by hour', onSelect: props.onChangeWeeklyByHour },
              ]}
              trigger={({ ref, ...trigger }) => (
                <Button
                  variant="secondary"
                  ref={ref}
                  {...trigger}
                  iconEnd={<Icon name="chevron-down" size={16} />}
                >
                  Change hours
                </Button>
              )}
            />
          )}
        </Actions>
      }
    >
      <Toolbar>
        <Navigation>
          {timed && (
            <>
              <Button variant="secondary" size="sm" onClick={() => props.onAnchorChange(now)}>
                Today
              </Button>
              <IconButton
                icon="chevron-left"
                label={`Previous ${stepLabel}`}
                onClick={() => props.onAnchorChange(shiftAnchor(view, anchor, -1))}
              />
              <IconButton
                icon="chevron-right"
                label={`Next ${stepLabel}`}
                onClick={() => props.onAnchorChange(shiftAnchor(view, anchor, 1))}
              />
            </>
          )}
          <RangeLabel aria-live="polite">{timed ? rangeLabel(view, anchor) : 'Business Hours'}</RangeLabel>
        </Navigation>
        <ViewSwitch role="group" aria-label="Calendar view">
          {(Object.keys(VIEW_LABELS) as (keyof typeof VIEW_LABELS)[]).map((key) => (
            <Button
              key={key}
              size="sm"
              variant={view === key ? 'primary' : 'secondary'}
              aria-pressed={view === key}
              onClick={() => props.onViewChange(key)}
            >
              {VIEW_LABELS[key]}
            </Button>
          ))}
        </ViewSwitch>
      </Toolbar>
      <Body>
        <Main>
          {view === 'business-hours' ? (
            <BusinessHoursView state={businessHours} />
          ) : data.status === 'loading' ? (
            <Loading aria-busy="true" role="status" aria-label="Loading calendar">
              <Skeleton height={40} />
              <Skeleton height={420} />
            </Loading>
          ) : data.status === 'error' ? (
            <ErrorText role="alert">{data.message}</ErrorText>
          ) : view === 'month' ? (
            <MonthGrid
              anchor={anchor}
              now={now}
              summaries={summaries}
              onOpenDay={(day) => {
                props.onAnchorChange(day);
                props.onViewChange('day');
              }}
            />
          ) : (
            <DndProvider backend={HTML5Backend}>
              <TimeGrid
                days={columnDays(view, anchor)}
                cellAt={cellAt}
                now={now}
                can={can}
                label={
                  view === 'day'
                    ? format(anchor, 'EEEE, MMMM d, yyyy')
                    : `Week of ${rangeLabel(view, anchor)}`
                }
                {...cellActions(props)}
              />
            </DndProvider>
          )}
          {timed && view !== 'month' && (
            <Legend aria-label="Legend">
              <li>
                <Swatch $color={theme.colors.success} /> Available
              </li>
              <li>
                <Swatch $color={theme.colors.brand} /> Booked
              </li>
              <li>
                <Swatch $color={theme.colors.info} /> Confirmed
              </li>
              <li>
                <Swatch $color={theme.colors.warning} /> Waiting
              </li>
              <li>
                <Swatch $color={theme.colors.grey500} /> Blocked, or within 15 minutes (locked)
              </li>
            </Legend>
          )}
        </Main>
        {props.aside && <Aside>{props.aside}</Aside>}
      </Body>
    </TitledPage>
  );
}
