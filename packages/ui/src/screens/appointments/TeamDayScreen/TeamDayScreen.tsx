import type { ReactNode } from 'react';
import { PaymentLines, type PaymentLine } from '../PaymentLines';
import { EmptyState } from '@salon/ui/patterns/EmptyState';
import { TitledPage } from '@salon/ui/patterns/TitledPage';
import { Button } from '@salon/ui/primitives/Button';
import { Skeleton } from '@salon/ui/primitives/Skeleton';
import {
  Actions,
  Badge,
  Badges,
  Card,
  Cards,
  Client,
  Column,
  Columns,
  ColumnTitle,
  DayNav,
  ErrorText,
  MoneySummary,
  NoVisits,
  Payments,
  Service,
  Time,
  type BadgeTone,
} from './TeamDayScreen.styles';

export type TeamDayStage = 'arrived' | 'in-service' | 'completed';

/** One payment, fee or refund of a visit. */
export type TeamDayPaymentLine = PaymentLine;

export interface TeamDayCard {
  id: string;
  /** Salon-local 'HH:mm'. */
  start: string;
  end: string;
  clientName: string;
  service: string;
  status: 'booked' | 'confirmed' | 'waiting' | 'canceled';
  stage: TeamDayStage | null;
  paid: boolean;
  noShow: boolean;
  /** The visit's next step this viewer may take (none: no button). */
  next: TeamDayStage | null;
  /** This viewer may check the visit out at the desk. */
  checkout: boolean;
  /** 'Paid $35.00 · Deposit $20.00' and every payment of the visit (none: nothing taken). */
  money?: { summary: string; lines: TeamDayPaymentLine[] };
}

export interface TeamDayColumn {
  id: string;
  name: string;
  cards: TeamDayCard[];
}

export type TeamDayState =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; columns: TeamDayColumn[] };

export interface TeamDayScreenProps {
  /** The day's title, e.g. 'Monday, March 16, 2026'. */
  dateLabel: string;
  /** The day shown is today (Today is off). */
  isToday: boolean;
  state: TeamDayState;
  /** Cards whose stage change is on its way. */
  pendingIds?: string[];
  onPreviousDay: () => void;
  onNextDay: () => void;
  onToday: () => void;
  onStage: (card: TeamDayCard, stage: TeamDayStage) => void;
  onCheckout: (appointmentId: string) => void;
  /** Opens the walk-in modal (absent: the viewer may not book). */
  onWalkIn?: () => void;
  /** The walk-in modal, rendered by the container. */
  walkInModal?: ReactNode;
}

export const STAGE_LABELS: Record<TeamDayStage, string> = {
  arrived: 'Arrived',
  'in-service': 'In service',
  completed: 'Completed',
};

/** The button that moves a visit to each stage. */
export const STAGE_ACTIONS: Record<TeamDayStage, string> = {
  arrived: 'Check in',
  'in-service': 'Start',
  completed: 'Complete',
};

const STATUS_LABELS: Record<TeamDayCard['status'], string> = {
  booked: 'Booked',
  confirmed: 'Confirmed',
  waiting: 'Waitlisted',
  canceled: 'Canceled',
};
const STATUS_TONES: Record<TeamDayCard['status'], BadgeTone> = {
  booked: 'neutral',
  confirmed: 'info',
  waiting: 'warning',
  canceled: 'danger',
};
const STAGE_TONES: Record<TeamDayStage, BadgeTone> = {
  arrived: 'warning',
  'in-service': 'brand',
  completed: 'success',
};

function AppointmentCard({
  card,
  pending,
  onStage,
  onCheckout,
}: {
  card: TeamDayCard;
  pending: boolean;
  onStage: TeamDayScreenProps['onStage'];
  onCheckout: TeamDayScreenProps['onCheckout'];
}) {
  const who = `${card.clientName} ${card.start}`;
  const { next } = card;
  return (
    <Card $muted={card.status === 'canceled' || card.noShow} aria-label={`${who}, ${card.service}`}>
      <Time>
        {card.start}–{card.end}
      </Time>
      <Client>{card.clientName}</Client>
      <Service>{card.service}</Service>
      <Badges>
        <Badge $tone={STATUS_TONES[card.status]}>{STATUS_LABELS[card.status]}</Badge>
        {card.stage && <Badge $tone={STAGE_TONES[card.stage]}>{STAGE_LABELS[card.stage]}</Badge>}
        {card.paid && <Badge $tone="success">Paid</Badge>}
        {card.noShow && <Badge $tone="danger">No-show</Badge>}
      </Badges>
      {card.money && card.money.lines.length > 0 && (
        <Payments>
          <summary>
            <MoneySummary>{card.money.summary}</MoneySummary>
          </summary>
          <PaymentLines lines={card.money.lines} label={`Payments of ${who}`} />
        </Payments>
      )}
      {(next || card.checkout) && (
        <Actions>
          {next && (
            <Button
              size="sm"
              loading={pending}
              aria-label={`${STAGE_ACTIONS[next]} ${who}`}
              onClick={() => onStage(card, next)}
            >
              {STAGE_ACTIONS[next]}
            </Button>
          )}
          {card.checkout && (
            <Button
              size="sm"
              variant="secondary"
              aria-label={`Checkout ${who}`}
              onClick={() => onCheckout(card.id)}
            >
              Checkout
            </Button>
          )}
        </Actions>
      )}
    </Card>
  );
}

/** The desk's day: the day's title and its navigation, then a column per stylist with the day's visits. */
export function TeamDayScreen({
  dateLabel,
  isToday,
  state,
  pendingIds = [],
  onPreviousDay,
  onNextDay,
  onToday,
  onStage,
  onCheckout,
  onWalkIn,
  walkInModal,
}: TeamDayScreenProps) {
  const empty = state.status === 'ready' && state.columns.every((column) => column.cards.length === 0);
  return (
    <TitledPage
      width="full"
      title={dateLabel}
      actions={
        <DayNav>
          {onWalkIn && (
            <Button size="sm" onClick={onWalkIn}>
              Walk-in
            </Button>
          )}
          <Button size="sm" variant="secondary" onClick={onPreviousDay} aria-label="Previous day">
            ‹ Previous
          </Button>
          <Button size="sm" variant="secondary" onClick={onToday} disabled={isToday}>
            Today
          </Button>
          <Button size="sm" variant="secondary" onClick={onNextDay} aria-label="Next day">
            Next ›
          </Button>
        </DayNav>
      }
    >
      {state.status === 'error' ? (
        <ErrorText role="alert">{state.message}</ErrorText>
      ) : state.status === 'loading' ? (
        <Columns role="region" aria-busy="true" aria-label="The team's day">
          {[0, 1, 2].map((n) => (
            <Column key={n}>
              <Skeleton shape="text" width={120} />
              <Skeleton height={96} />
              <Skeleton height={96} />
            </Column>
          ))}
        </Columns>
      ) : empty ? (
        <EmptyState icon="calendar" title="No appointments on this day" />
      ) : (
        <Columns role="region" aria-label="The team's day">
          {state.columns.map((column) => (
            <Column key={column.id} aria-labelledby={`team-day-${column.id}`}>
              <ColumnTitle id={`team-day-${column.id}`}>{column.name}</ColumnTitle>
              {column.cards.length === 0 ? (
                <NoVisits>No appointments</NoVisits>
              ) : (
                <Cards>
                  {column.cards.map((card) => (
                    <AppointmentCard
                      key={card.id}
                      card={card}
                      pending={pendingIds.includes(card.id)}
                      onStage={onStage}
                      onCheckout={onCheckout}
                    />
                  ))}
                </Cards>
              )}
            </Column>
          ))}
        </Columns>
      )}
      {walkInModal}
    </TitledPage>
  );
}
