import { WEEK_DAY_LABELS, type WeekDay } from '@salon/ui/forms';
import { Card } from '@salon/ui/primitives/Card';
import { Skeleton } from '@salon/ui/primitives/Skeleton';
import { DayTerm, Footnote, Group, Hours, List, Muted } from './BusinessHoursView.styles';

export interface BusinessHoursDay {
  /** 'Sun' … 'Sat'. */
  day: string;
  ranges: { startTime: string; endTime: string }[];
}

export type BusinessHoursState =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; days: BusinessHoursDay[]; recurringType: string; timeZone: string; saved: boolean };

const RECURRING_LABELS: Record<string, string> = { week: 'a week', month: 'a month', year: 'a year' };

/** The Business Hours view: the stylist's weekly opening hours, Sunday to Saturday. */
export function BusinessHoursView({ state }: { state: BusinessHoursState }) {
  return (
    <Card title="Weekly Business Hours" headingLevel={2}>
      {state.status === 'loading' && (
        <div aria-busy="true">
          <Skeleton shape="text" lines={7} />
        </div>
      )}
      {state.status === 'error' && <p role="alert">{state.message}</p>}
      {state.status === 'ready' && (
        <>
          <List>
            {state.days.map(({ day, ranges }) => (
              <Group key={day}>
                <DayTerm>{WEEK_DAY_LABELS[day as WeekDay] ?? day}</DayTerm>
                <Hours>
                  {ranges.length === 0 ? (
                    <Muted>Closed</Muted>
                  ) : (
                    ranges.map((range) => `${range.startTime} – ${range.endTime}`).join(', ')
                  )}
                </Hours>
              </Group>
            ))}
          </List>
          <Footnote>
            {state.saved
              ? `Slots are generated ${RECURRING_LABELS[state.recurringType] ?? state.recurringType} ahead. Times are in ${state.timeZone}.`
              : 'No business hours saved yet: choose Change Weekly by hour to set them.'}
          </Footnote>
        </>
      )}
    </Card>
  );
}
