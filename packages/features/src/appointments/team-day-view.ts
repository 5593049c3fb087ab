import type {
  TeamDay,
  TeamDayAppointment,
  VisitPayment,
  VisitStage,
} from '@salon/api/appointments/team-day-schemas';
import { formatMoney } from '@salon/api/money/format';
import type { TeamDayCard, TeamDayColumn } from '@salon/ui/screens/appointments/TeamDayScreen';
import type { TeamDayPolicy } from './policies';

/** The step after `stage` (none once completed). */
export function nextStage(stage: VisitStage | null): VisitStage | null {
  if (stage === null) return 'arrived';
  if (stage === 'arrived') return 'in-service';
  if (stage === 'in-service') return 'completed';
  return null;
}

/** A visit that can move: not canceled, not a no-show. */
const isLive = (appointment: TeamDayAppointment) => appointment.status !== 'canceled' && !appointment.noShow;

/** The screen's columns of the day, with the actions `policy` allows on each card. */
export function toTeamDayColumns(
  day: TeamDay,
  policy: (stylistId: string) => TeamDayPolicy,
  locale = 'en-US',
): TeamDayColumn[] {
  return day.stylists.map((stylist) => {
    const can = policy(stylist._id);
    return {
      id: stylist._id,
      name: stylist.name,
      cards: stylist.appointments.map((appointment) => ({
        id: appointment._id,
        start: appointment.start,
        end: appointment.end,
        clientName: appointment.clientName,
        service: appointment.service,
        status: appointment.status,
        stage: appointment.stage,
        paid: appointment.paid,
        noShow: appointment.noShow,
        next: can.move && isLive(appointment) ? nextStage(appointment.stage) : null,
        checkout: can.checkout && isLive(appointment) && !appointment.paid,
        ...(appointment.payments?.length ? { money: visitMoneyOf(appointment, locale) } : {}),
      })),
    };
  });
}

/** 'YYYY-MM-DD' `days` later (or earlier). */
export function shiftDate(date: string, days: number): string {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}

/** 'Monday, March 16, 2026'. */
export function dayTitle(date: string): string {
  return new Intl.DateTimeFormat('en-US', {
    timeZone: 'UTC',
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
  }).format(new Date(`${date}T00:00:00Z`));
}

/** The salon's 'YYYY-MM-DD' at `instant` in `timeZone`. */
export function localDate(instant: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(instant);
}

const PAYMENT_LABELS: Record<VisitPayment['kind'], string> = {
  deposit: 'Deposit',
  no_show_fee: 'No-show fee',
  late_cancel_fee: 'Late-cancellation fee',
  refund: 'Refund',
  desk_payment: 'Desk payment',
  desk_refund: 'Desk refund',
};
const METHOD_LABELS: Record<NonNullable<VisitPayment['method']>, string> = {
  card: 'card',
  cash: 'cash',
  other: 'other',
};
const STATUS_LABELS: Record<VisitPayment['status'], string> = {
  pending: 'Pending',
  paid: 'Paid',
  failed: 'Failed',
  refunded: 'Refunded',
  canceled: 'Canceled',
};

/** 'Mar 16, 10:07 AM' of a salon-local day and time. */
function whenText(date: string, time: string): string {
  return new Intl.DateTimeFormat('en-US', {
    timeZone: 'UTC',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  }).format(new Date(`${date}T${time}:00Z`));
}

/** The visit card's money: 'Paid $35.00 · Deposit $20.00', and a line per payment, fee and refund. */
export function visitMoneyOf(
  appointment: Pick<TeamDayAppointment, 'payments' | 'money'>,
  locale = 'en-US',
): NonNullable<TeamDayCard['money']> {
  const payments = appointment.payments ?? [];
  const money = (minor: number, currency: string) => formatMoney(minor, { currency, locale });
  const summary = appointment.money
    ? [
        `Paid ${money(appointment.money.paidMinor, appointment.money.currency)}`,
        ...(appointment.money.depositMinor
          ? [`Deposit ${money(appointment.money.depositMinor, appointment.money.currency)}`]
          : []),
      ].join(' · ')
    : `${payments.length} payments`;
  return {
    summary,
    lines: payments.map((payment) => {
      const back = payment.kind === 'refund' || payment.kind === 'desk_refund';
      const amount = money(payment.amountMinor, payment.currency);
      return {
        id: payment._id,
        label: payment.method
          ? `${PAYMENT_LABELS[payment.kind]} (${METHOD_LABELS[payment.method]})`
          : PAYMENT_LABELS[payment.kind],
        amount: back ? `−${amount}` : amount,
        detail: [STATUS_LABELS[payment.status], whenText(payment.date, payment.time), payment.detail]
          .filter(Boolean)
          .join(' · '),
      };
    }),
  };
}
