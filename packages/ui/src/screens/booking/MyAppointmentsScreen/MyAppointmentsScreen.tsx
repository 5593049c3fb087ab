import { ConfirmModal } from '@salon/ui/patterns/ConfirmModal';
import { PagedCards, type PagedItemsState } from '@salon/ui/patterns/PagedCards';
import { Button } from '@salon/ui/primitives/Button';
import { Skeleton } from '@salon/ui/primitives/Skeleton';
import { VisuallyHidden } from '@salon/ui/primitives/VisuallyHidden';
import { useState, type MouseEvent } from 'react';
import { dayLabel, priceLabel, timeLabel, zoneLabel } from '../BookingScreen/booking-dates';
import {
  Card,
  ChangeNote,
  Changes,
  Facts,
  List,
  Page,
  Price,
  Side,
  Status,
  Tab,
  Tabs,
} from './MyAppointmentsScreen.styles';

export type VisitTabView = 'upcoming' | 'past';
export type VisitStatusView = 'booked' | 'confirmed' | 'waiting' | 'canceled';

/** One visit as My appointments shows it. */
export interface VisitView {
  id: string;
  /** 'AP-001042'. */
  code: string;
  /** 'Haircuts · Men's Cut'. */
  service: string;
  stylistName: string;
  /** Salon-local 'YYYY-MM-DD' and 'HH:mm' in `timeZone`. */
  date: string;
  time: string;
  timeZone: string;
  /** In currency units; null when the visit has none. */
  price: number | null;
  status: VisitStatusView;
  /** The reschedule page's address while the salon's rule lets the client move it; null otherwise. */
  rescheduleHref: string | null;
  /** Whether the client may still cancel it online. */
  cancellable: boolean;
  /** Why an upcoming visit can no longer be changed online: the salon's policy and phone. */
  changeNote?: string | null;
}

export type MyAppointmentsState = PagedItemsState<'visits', VisitView>;

export interface MyAppointmentsScreenProps {
  tab: VisitTabView;
  state: MyAppointmentsState;
  onTabChange: (tab: VisitTabView) => void;
  onPageChange: (page: number) => void;
  /** Client-side navigation to the reschedule page (the link keeps its href). */
  onReschedule: (href: string) => void;
  /** Cancels the visit after the client said yes; resolves when the server answered. */
  onCancel: (id: string) => Promise<void>;
}

const STATUS_TEXT: Record<VisitStatusView, string> = {
  waiting: 'Waiting for confirmation',
  booked: 'Booked',
  confirmed: 'Confirmed',
  canceled: 'Cancelled',
};

const TABS: Array<{ id: VisitTabView; label: string }> = [
  { id: 'upcoming', label: 'Upcoming' },
  { id: 'past', label: 'Past and cancelled' },
];

/** /salon/{salonName}/my-appointments: the signed-in customer's upcoming and past visits at this salon. */
export function MyAppointmentsScreen({
  tab,
  state,
  onTabChange,
  onPageChange,
  onReschedule,
  onCancel,
}: MyAppointmentsScreenProps) {
  const [asked, setAsked] = useState<VisitView | null>(null);
  const [cancelling, setCancelling] = useState(false);
  const follow = (href: string) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    onReschedule(href);
  };
  const confirm = async () => {
    if (!asked) return;
    setCancelling(true);
    try {
      await onCancel(asked.id);
    } finally {
      setCancelling(false);
      setAsked(null);
    }
  };
  return (
    <Page>
      <h1>My appointments</h1>
      <Tabs aria-label="Which appointments">
        {TABS.map((item) => (
          <Tab
            key={item.id}
            type="button"
            aria-pressed={tab === item.id}
            $active={tab === item.id}
            onClick={() => onTabChange(item.id)}
          >
            {item.label}
          </Tab>
        ))}
      </Tabs>
      <PagedCards
        state={state}
        items={state.status === 'ready' ? state.visits : []}
        list={List}
        label={tab === 'upcoming' ? 'Upcoming appointments' : 'Past and cancelled appointments'}
        loadingLabel="Loading your appointments"
        skeleton={
          <Card as="div" aria-hidden="true">
            <Skeleton shape="text" lines={3} />
          </Card>
        }
        skeletonCount={3}
        emptyTitle={tab === 'upcoming' ? 'No upcoming appointments' : 'No past appointments'}
        emptySubtitle={
          tab === 'upcoming' ? 'Book a visit and it will show here.' : 'Your earlier visits will show here.'
        }
        onPageChange={onPageChange}
        renderItem={(visit) => (
          <Card key={visit.id}>
            <Facts>
              <h2>{visit.service}</h2>
              <p>
                {dayLabel(visit.date)}, {timeLabel(visit.time)}
              </p>
              <p>{zoneLabel(visit.timeZone, visit.date)}</p>
              <p>
                With {visit.stylistName} · {visit.code}
              </p>
            </Facts>
            <Side>
              <Status $status={visit.status}>{STATUS_TEXT[visit.status]}</Status>
              {visit.price !== null && <Price>{priceLabel(visit.price)}</Price>}
              {(visit.rescheduleHref || visit.cancellable) && (
                <Changes>
                  {visit.rescheduleHref && (
                    <a href={visit.rescheduleHref} onClick={follow(visit.rescheduleHref)}>
                      Reschedule<VisuallyHidden> {visit.code}</VisuallyHidden>
                    </a>
                  )}
                  {visit.cancellable && (
                    <Button size="sm" variant="secondary" onClick={() => setAsked(visit)}>
                      Cancel<VisuallyHidden> {visit.code}</VisuallyHidden>
                    </Button>
                  )}
                </Changes>
              )}
              {visit.changeNote && <ChangeNote>{visit.changeNote}</ChangeNote>}
            </Side>
          </Card>
        )}
      />
      <ConfirmModal
        open={asked !== null}
        title="Cancel appointment"
        message="Are you sure you want to cancel this appointment?"
        detail={asked ? `${asked.service}, ${dayLabel(asked.date)} at ${timeLabel(asked.time)}` : undefined}
        confirmLabel="Cancel appointment"
        cancelLabel="Keep it"
        confirmVariant="danger"
        confirming={cancelling}
        onConfirm={() => void confirm()}
        onCancel={() => setAsked(null)}
      />
    </Page>
  );
}
