import { dayLabel, durationLabel } from '../BookingScreen/booking-dates';
import {
  Empty,
  Heading,
  Note,
  NextButton,
  PartLine,
  Root,
  ServiceRow,
  Services,
  SmallButton,
  StartButton,
  Starts,
} from './VisitPlanner.styles';

/** A service of the visit, in the visit's order. */
export interface VisitServiceItem {
  _id: string;
  title: string;
  /** Minutes. */
  duration: number;
}

/** One start time at which the whole visit fits, with its parts' stylists and times ('HH:mm'). */
export interface VisitStartView {
  /** The start instant (ISO): the start's key. */
  id: string;
  time: string;
  end: string;
  oneStylist: boolean;
  parts: Array<{ title: string; stylistName: string; time: string }>;
}

export type VisitStartsState =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | {
      status: 'ready';
      starts: VisitStartView[];
      /** When no start fits: the next day where one does; null when none within the horizon. */
      nextDate: string | null;
    };

export interface VisitPlannerProps {
  services: VisitServiceItem[];
  onMove: (index: number, direction: -1 | 1) => void;
  onRemove: (index: number) => void;
  /** The day shown, 'YYYY-MM-DD'. */
  date: string;
  starts: VisitStartsState;
  selectedStartId?: string | null;
  onChooseStart: (startId: string) => void;
  onDateChange: (date: string) => void;
}

/**
 * Several services in one visit: the services in the visit's order (move up or down, remove),
 * and the start times of the day where they fit back to back, each with the stylist of each part.
 */
export function VisitPlanner({
  services,
  onMove,
  onRemove,
  date,
  starts,
  selectedStartId,
  onChooseStart,
  onDateChange,
}: VisitPlannerProps) {
  const total = services.reduce((sum, service) => sum + service.duration, 0);
  return (
    <Root aria-labelledby="visit-heading" data-visit-planner="">
      <Heading id="visit-heading">Your visit</Heading>
      <Services aria-label="Services in the order of the visit">
        {services.map((service, index) => (
          <ServiceRow key={`${service._id}-${index}`}>
            <span>
              {index + 1}. {service.title} · {durationLabel(service.duration)}
            </span>
            <SmallButton
              type="button"
              aria-label={`Move ${service.title} earlier`}
              disabled={index === 0}
              onClick={() => onMove(index, -1)}
            >
              ↑
            </SmallButton>
            <SmallButton
              type="button"
              aria-label={`Move ${service.title} later`}
              disabled={index === services.length - 1}
              onClick={() => onMove(index, 1)}
            >
              ↓
            </SmallButton>
            <SmallButton type="button" aria-label={`Remove ${service.title}`} onClick={() => onRemove(index)}>
              Remove
            </SmallButton>
          </ServiceRow>
        ))}
      </Services>
      <Note>
        The services follow one another in this order: {durationLabel(total)} in all, with one stylist or
        several.
      </Note>
      {starts.status === 'loading' && <Note role="status">Finding times that fit every service…</Note>}
      {starts.status === 'error' && <Note role="alert">{starts.message}</Note>}
      {starts.status === 'ready' && starts.starts.length === 0 && (
        <>
          <Empty data-booking-empty="">No start time fits all the services on this day.</Empty>
          {starts.nextDate ? (
            <NextButton type="button" onClick={() => onDateChange(starts.nextDate!)}>
              Next day with a time: {dayLabel(starts.nextDate)}
            </NextButton>
          ) : (
            <Note>No start time fits all the services in the coming weeks. Try fewer services.</Note>
          )}
        </>
      )}
      {starts.status === 'ready' && starts.starts.length > 0 && (
        <>
          <Note role="status">
            {starts.starts.length} {starts.starts.length === 1 ? 'start time fits' : 'start times fit'} on{' '}
            {dayLabel(date)}
          </Note>
          <Starts aria-label="Start times">
            {starts.starts.map((start) => (
              <li key={start.id}>
                <StartButton
                  type="button"
                  $selected={start.id === selectedStartId}
                  aria-pressed={start.id === selectedStartId}
                  data-start-time={start.time}
                  onClick={() => onChooseStart(start.id)}
                >
                  <strong>
                    {start.time} – {start.end}
                  </strong>
                  {start.oneStylist ? (
                    <PartLine>With {start.parts[0]?.stylistName}</PartLine>
                  ) : (
                    <PartLine>Several stylists</PartLine>
                  )}
                  {start.parts.map((part, index) => (
                    <PartLine key={index}>
                      {part.time} {part.title}
                      {start.oneStylist ? '' : ` · ${part.stylistName}`}
                    </PartLine>
                  ))}
                </StartButton>
              </li>
            ))}
          </Starts>
        </>
      )}
    </Root>
  );
}
