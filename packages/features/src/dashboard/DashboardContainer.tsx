import { REPORTS_MIN_DATE, type DateRangeBody } from '@salon/api/dashboard/schemas';
import { AppointmentDetailModal } from '@salon/ui/screens/dashboard/AppointmentDetailModal';
import { SalonSubscriptionModal } from '@salon/ui/screens/dashboard/SalonSubscriptionModal';
import type { DateRange } from '@salon/ui/primitives/DateRangePicker';
import {
  DashboardScreen,
  type AdminDashboard,
  type Loadable,
  type SalonDashboard,
} from '@salon/ui/screens/dashboard/DashboardScreen';
import { endOfMonth, startOfMonth } from 'date-fns';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { formatMoney } from '@salon/api/money/format';
import { useSalonMoney, useUserInfo } from '../core';
import {
  expiryText,
  isoDay,
  toAppointmentCard,
  toAppointmentDetail,
  toSubscriptionDetail,
} from './dashboard-view';
import { dashboardCapabilities } from './policies';
import { appointmentBars, grainOf, type ChartGrain } from './appointment-chart';
import { useAdminReport } from './use-admin-report';
import { useAdminSalonChart } from './use-admin-salon-chart';
import { useDashboardCounts } from './use-dashboard-counts';
import { useMonthlyAppointments } from './use-monthly-appointments';
import { useSalonSubscriptions } from './use-salon-subscriptions';
import { useSideAppointments } from './use-side-appointments';
import { useStylistAppointments } from './use-stylist-appointments';
import { FirstStepsContainer } from './FirstStepsContainer';

export interface DashboardContainerProps {
  /** The clock (stories pass a fixed one). */
  now?: Date;
  /** Open the range picker's From calendar on mount (the picker's 'open' story). */
  openRangePicker?: boolean;
}

/** The appointments chart's label column in its text alternative, per grain. */
const GRAIN_HEADERS: Record<ChartGrain, string> = { hour: 'Hour', day: 'Day', month: 'Month' };

const MIN_DATE = new Date(`${REPORTS_MIN_DATE}T00:00:00`);

/** Ready data, else the placeholder: a failed report keeps its placeholder (spec 1 §8). */
function loadable<T, R>(data: T | undefined, map: (value: T) => R): Loadable<R> {
  return data === undefined ? { status: 'loading' } : { status: 'ready', data: map(data) };
}

/** The dashboard at `/` for every back-office role, from the server's reports. */
export function DashboardContainer({ now: fixedNow, openRangePicker }: DashboardContainerProps) {
  const userInfo = useUserInfo();
  const now = useMemo(() => fixedNow ?? new Date(), [fixedNow]);
  if (!userInfo) return null;
  const can = dashboardCapabilities(userInfo.role);
  return can.platform ? (
    <AdminDashboardView now={now} />
  ) : (
    <SalonDashboardView
      now={now}
      stylistList={can.stylistList}
      firstSteps={can.firstSteps}
      openRangePicker={openRangePicker}
    />
  );
}

function AdminDashboardView({ now }: { now: Date }) {
  const report = useAdminReport(true);
  const chart = useAdminSalonChart(true);
  const subscriptions = useSalonSubscriptions(true);
  const [openId, setOpenId] = useState<string | null>(null);
  const selected = subscriptions.data?.find((entry) => entry._id === openId) ?? null;

  const view: AdminDashboard = {
    kind: 'admin',
    cards: loadable(report.data, (data) => [
      { label: 'Salons', value: String(data.salons) },
      { label: 'Appointments', value: String(data.appointments) },
      { label: 'Stylists', value: String(data.stylists) },
      { label: 'Users', value: String(data.users) },
    ]),
    salonChart: loadable(chart.data, (data) =>
      data.map((entry) => ({ label: entry.salonData.name, value: entry.appointmentCount })),
    ),
    subscriptions: loadable(subscriptions.data, (data) =>
      data.map((entry) => ({
        id: entry._id,
        salonName: entry.salonData.name,
        active: entry.active,
        expiryText: expiryText(new Date(entry.packageExpiry), now, entry.cancelAtPeriodEnd),
      })),
    ),
    onOpenSubscription: setOpenId,
  };
  return (
    <>
      <DashboardScreen view={view} />
      <SalonSubscriptionModal
        subscription={selected ? toSubscriptionDetail(selected, now) : null}
        onClose={() => setOpenId(null)}
      />
    </>
  );
}

function SalonDashboardView(props: {
  now: Date;
  stylistList: boolean;
  firstSteps: boolean;
  openRangePicker?: boolean;
}) {
  const { now, stylistList, firstSteps, openRangePicker } = props;
  const navigate = useNavigate();
  const [range, setRange] = useState<DateRange>(() => ({ from: startOfMonth(now), to: endOfMonth(now) }));
  // A half-chosen range keeps the last complete one on screen.
  const [body, setBody] = useState<DateRangeBody>(() => ({
    from: isoDay(startOfMonth(now)),
    to: isoDay(endOfMonth(now)),
  }));
  const today = isoDay(now);

  const counts = useDashboardCounts(body);
  const money = useSalonMoney();
  const monthly = useMonthlyAppointments(body);
  const stylists = useStylistAppointments(stylistList ? body : null);
  const current = useSideAppointments('current', { from: today, to: today });
  const upcoming = useSideAppointments('upcoming', body);
  const [openId, setOpenId] = useState<string | null>(null);
  const selected =
    [...(current.data ?? []), ...(upcoming.data ?? [])].find((entry) => entry._id === openId) ?? null;

  const changeRange = (next: DateRange) => {
    setRange(next);
    if (next.from && next.to) setBody({ from: isoDay(next.from), to: isoDay(next.to) });
  };

  const view: SalonDashboard = {
    kind: 'salon',
    range: {
      value: range,
      onChange: changeRange,
      minDate: MIN_DATE,
      today: now,
      defaultOpen: openRangePicker ? 'from' : undefined,
    },
    cards: loadable(counts.data, (data) => [
      { label: 'Appointments', value: String(data.counts.appointment) },
      // The salon's sales, in its currency and locale.
      { label: 'Total Sales', value: formatMoney(data.counts.totalSales, money) },
      { label: 'Users', value: String(data.counts.users) },
      { label: 'Services', value: String(data.counts.services) },
    ]),
    // Grouped by hour, day or month to suit the range (the server counts per start minute).
    appointmentChart: loadable(counts.data, (data) => appointmentBars(data.appointmentChart, body)),
    appointmentChartLabel: GRAIN_HEADERS[grainOf(body)],
    genderChart: loadable(counts.data, (data) =>
      data.userChart.map((entry) => ({
        label: entry._id.charAt(0).toUpperCase() + entry._id.slice(1),
        value: entry.count,
      })),
    ),
    monthlyChart: loadable(monthly.data, (data) =>
      data.map((entry) => ({ label: entry._id, value: entry.count })),
    ),
    stylists: stylistList
      ? loadable(stylists.data, (data) =>
          data.map((entry) => ({
            id: entry.stylist._id,
            name: entry.stylistData.name,
            photo: entry.stylistData.photo,
            count: entry.count,
          })),
        )
      : undefined,
    onOpenStylist: (id, name) => navigate(`/stylist-sessions/${id}/${encodeURIComponent(name)}`),
    current: loadable(current.data, (data) => data.map(toAppointmentCard)),
    upcoming: loadable(upcoming.data, (data) => data.map(toAppointmentCard)),
    onOpenAppointment: setOpenId,
  };
  return (
    <>
      <DashboardScreen view={view} notice={firstSteps ? <FirstStepsContainer /> : undefined} />
      <AppointmentDetailModal
        appointment={selected ? toAppointmentDetail(selected) : null}
        onClose={() => setOpenId(null)}
      />
    </>
  );
}
