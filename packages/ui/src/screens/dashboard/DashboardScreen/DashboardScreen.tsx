import { lazy, Suspense, type ReactNode } from 'react';
import { Card } from '../../../primitives/Card';
import { DateRangePicker, type DateRange } from '../../../primitives/DateRangePicker';
import { Skeleton } from '../../../primitives/Skeleton';
import { VisuallyHidden } from '../../../primitives/VisuallyHidden';
import type { ChartDatum, Loadable } from './chart-types';
import { ChartTable } from './ChartTable';

import {
  Avatar,
  AvatarFallback,
  Badge,
  ChartBox,
  EmptyText,
  Header,
  ItemButton,
  ItemText,
  Layout,
  List,
  Main,
  Muted,
  Page,
  Row,
  Side,
  StatGrid,
  StatLabel,
  StatValue,
  Title,
} from './DashboardScreen.styles';

// The chart library loads after the page: figures appear when it arrives (see Charts.tsx).
const figures = () => import('./Charts');
const BarChart = lazy(() => figures().then((module) => ({ default: module.BarChart })));
const PieChart = lazy(() => figures().then((module) => ({ default: module.PieChart })));
const LineChart = lazy(() => figures().then((module) => ({ default: module.LineChart })));

export interface StatCard {
  label: string;
  /** Formatted, e.g. '42' or '$1,874.50'. */
  value: string;
}

export interface SubscriptionCardView {
  id: string;
  salonName: string;
  active: boolean;
  /** 'Expires in 3 months' / 'Expired 2 days ago'. */
  expiryText: string;
}

export interface AppointmentCardView {
  id: string;
  /** 'Appointment AP-001042'. */
  reference: string;
  clientName: string;
  /** Day and time text. */
  when: string;
  service: string;
}

export interface StylistView {
  id: string;
  name: string;
  photo: string | null;
  count: number;
}

export interface DateRangeControl {
  value: DateRange;
  onChange: (range: DateRange) => void;
  minDate: Date;
  today?: Date;
  /** Open one calendar on mount (the picker's 'open' story). */
  defaultOpen?: 'from' | 'to';
}

interface Common {
  cards: Loadable<StatCard[]>;
}

/** The platform admin's dashboard. */
export interface AdminDashboard extends Common {
  kind: 'admin';
  salonChart: Loadable<ChartDatum[]>;
  subscriptions: Loadable<SubscriptionCardView[]>;
  onOpenSubscription: (id: string) => void;
}

/** A salon's (or a stylist's own) dashboard over a date range. */
export interface SalonDashboard extends Common {
  kind: 'salon';
  range: DateRangeControl;
  appointmentChart: Loadable<ChartDatum[]>;
  /** The label column's header in the appointments chart's text alternative ('Day'); 'Date and time' when absent. */
  appointmentChartLabel?: string;
  genderChart: Loadable<ChartDatum[]>;
  monthlyChart: Loadable<ChartDatum[]>;
  /** Absent: no stylist list (stylists), and the monthly chart takes the full width. */
  stylists?: Loadable<StylistView[]>;
  onOpenStylist?: (id: string, name: string) => void;
  current: Loadable<AppointmentCardView[]>;
  upcoming: Loadable<AppointmentCardView[]>;
  onOpenAppointment: (id: string) => void;
}

export type DashboardScreenProps = {
  view: AdminDashboard | SalonDashboard;
  /** Shown under the title, above the figures (a new salon's first steps). */
  notice?: ReactNode;
};

const NO_APPOINTMENTS = 'No Appointment Available';

function Section({ title, loading, children }: { title: string; loading: boolean; children: ReactNode }) {
  return (
    <Card title={title} headingLevel={2}>
      <div aria-busy={loading || undefined}>{loading ? <Skeleton height={240} /> : children}</div>
    </Card>
  );
}

function Cards({ cards }: { cards: Loadable<StatCard[]> }) {
  if (cards.status === 'loading') {
    return (
      <StatGrid aria-busy="true" aria-label="Summary">
        {[0, 1, 2, 3].map((n) => (
          <li key={n}>
            <Card>
              <Skeleton shape="text" lines={2} />
            </Card>
          </li>
        ))}
      </StatGrid>
    );
  }
  return (
    <StatGrid aria-label="Summary">
      {cards.data.map((card) => (
        <li key={card.label}>
          <Card as="div">
            <StatLabel>{card.label}</StatLabel>
            <StatValue>{card.value}</StatValue>
          </Card>
        </li>
      ))}
    </StatGrid>
  );
}

function Photo({ src, name }: { src: string | null; name: string }) {
  return src ? (
    <Avatar src={src} alt="" />
  ) : (
    <AvatarFallback aria-hidden="true">{name.slice(0, 1)}</AvatarFallback>
  );
}

const hasValues = (data: ChartDatum[]) => data.some((datum) => datum.value > 0);

function ChartSection(props: {
  title: string;
  labelHeader: string;
  chart: Loadable<ChartDatum[]>;
  type: 'bar' | 'pie' | 'line';
  empty: string;
}) {
  const { chart, type, title, labelHeader, empty } = props;
  const Chart = type === 'bar' ? BarChart : type === 'pie' ? PieChart : LineChart;
  return (
    <Section title={title} loading={chart.status === 'loading'}>
      {chart.status === 'ready' &&
        (hasValues(chart.data) || type === 'line' ? (
          <>
            <Suspense
              fallback={
                <ChartBox aria-hidden="true" data-chart-pending="">
                  <Skeleton height="100%" />
                </ChartBox>
              }
            >
              <Chart title={title} data={chart.data} />
            </Suspense>
            <ChartTable caption={title} labelHeader={labelHeader} data={chart.data} />
          </>
        ) : (
          <EmptyText>{empty}</EmptyText>
        ))}
    </Section>
  );
}

function AppointmentList(props: {
  title: string;
  list: Loadable<AppointmentCardView[]>;
  onOpen: (id: string) => void;
}) {
  const { title, list, onOpen } = props;
  return (
    <Section title={title} loading={list.status === 'loading'}>
      {list.status === 'ready' &&
        (list.data.length === 0 ? (
          <EmptyText>{NO_APPOINTMENTS}</EmptyText>
        ) : (
          <List>
            {list.data.map((item) => (
              <li key={item.id}>
                <ItemButton type="button" onClick={() => onOpen(item.id)}>
                  <ItemText>
                    <VisuallyHidden>{item.reference}, </VisuallyHidden>
                    <strong>{item.clientName}</strong>
                    <Muted>{item.when}</Muted>
                    <Muted>{item.service}</Muted>
                  </ItemText>
                </ItemButton>
              </li>
            ))}
          </List>
        ))}
    </Section>
  );
}

function AdminView({ view }: { view: AdminDashboard }) {
  return (
    <Layout>
      <Main>
        <Cards cards={view.cards} />
        <ChartSection
          title="Number of appointments"
          labelHeader="Salon"
          type="bar"
          chart={view.salonChart}
          empty="No appointments yet"
        />
      </Main>
      <Side aria-label="Salon Subscription">
        <Section title="Salon Subscription" loading={view.subscriptions.status === 'loading'}>
          {view.subscriptions.status === 'ready' &&
            (view.subscriptions.data.length === 0 ? (
              <EmptyText>No subscriptions yet</EmptyText>
            ) : (
              <List>
                {view.subscriptions.data.map((item) => (
                  <li key={item.id}>
                    <ItemButton type="button" onClick={() => view.onOpenSubscription(item.id)}>
                      <ItemText>
                        <strong>{item.salonName}</strong>
                        <Muted>{item.expiryText}</Muted>
                      </ItemText>
                      <Badge $active={item.active}>{item.active ? 'Active' : 'Expired'}</Badge>
                    </ItemButton>
                  </li>
                ))}
              </List>
            ))}
        </Section>
      </Side>
    </Layout>
  );
}

function SalonView({ view }: { view: SalonDashboard }) {
  const { stylists } = view;
  const monthly = (
    <ChartSection
      title="Appointments by month"
      labelHeader="Month"
      type="line"
      chart={view.monthlyChart}
      empty="No appointments this year"
    />
  );
  return (
    <Layout>
      <Main>
        <Cards cards={view.cards} />
        <Row>
          <ChartSection
            title="Gender"
            labelHeader="Gender"
            type="pie"
            chart={view.genderChart}
            empty="No appointments in this range"
          />
          <ChartSection
            title="Appointments"
            labelHeader={view.appointmentChartLabel ?? 'Date and time'}
            type="bar"
            chart={view.appointmentChart}
            empty="No appointments in this range"
          />
        </Row>
        {stylists ? (
          <Row>
            <Section title="Stylists" loading={stylists.status === 'loading'}>
              {stylists.status === 'ready' &&
                (stylists.data.length === 0 ? (
                  <EmptyText>No stylists yet</EmptyText>
                ) : (
                  <List>
                    {stylists.data.map((stylist) => (
                      <li key={stylist.id}>
                        <ItemButton
                          type="button"
                          onClick={() => view.onOpenStylist?.(stylist.id, stylist.name)}
                        >
                          <Photo src={stylist.photo} name={stylist.name} />
                          <ItemText>
                            <strong>{stylist.name}</strong>
                            <Muted>
                              {stylist.count} appointment{stylist.count === 1 ? '' : 's'}
                            </Muted>
                          </ItemText>
                        </ItemButton>
                      </li>
                    ))}
                  </List>
                ))}
            </Section>
            {monthly}
          </Row>
        ) : (
          monthly
        )}
      </Main>
      <Side aria-label="Appointments">
        <AppointmentList title="Current Appointments" list={view.current} onOpen={view.onOpenAppointment} />
        <AppointmentList title="Upcoming Appointments" list={view.upcoming} onOpen={view.onOpenAppointment} />
      </Side>
    </Layout>
  );
}

/** The dashboard at `/`: the admin's platform view or a salon's (stylist's) view over a date range. */
export function DashboardScreen({ view, notice }: DashboardScreenProps) {
  return (
    <Page>
      <Header>
        <Title>Dashboard</Title>
        {view.kind === 'salon' && (
          <DateRangePicker
            id="dashboard-range"
            label="Dashboard date range"
            value={view.range.value}
            onChange={view.range.onChange}
            minDate={view.range.minDate}
            today={view.range.today}
            defaultOpen={view.range.defaultOpen}
          />
        )}
      </Header>
      {notice}
      {view.kind === 'admin' ? <AdminView view={view} /> : <SalonView view={view} />}
    </Page>
  );
}
