import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import type { SalonDashboard } from './DashboardScreen';
import { DashboardScreen } from './DashboardScreen';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const TODAY = new Date('2026-03-16T09:00:00Z');

/** A dashboard block's loaded state. */
const ready = <Data,>(data: Data) => ({ status: 'ready' as const, data });

/** A dashboard block on its way. */
const LOADING = { status: 'loading' } as const;

const salon: SalonDashboard = {
  kind: 'salon',
  range: {
    value: { from: new Date(2026, 2, 1), to: new Date(2026, 2, 31) },
    onChange: fn(),
    minDate: new Date(2022, 0, 1),
    today: TODAY,
  },
  cards: ready([
    { label: 'Appointments', value: '42' },
    { label: 'Total Sales', value: '$1,874.50' },
    { label: 'Users', value: '17' },
    { label: 'Services', value: '12' },
  ]),
  appointmentChart: ready([
    { label: '2026-03-02 09:00', value: 3 },
    { label: '2026-03-03 10:30', value: 5 },
    { label: '2026-03-05 14:00', value: 4 },
  ]),
  genderChart: ready([
    { label: 'Female', value: 24 },
    { label: 'Male', value: 15 },
    { label: 'Other', value: 3 },
  ]),
  monthlyChart: ready(MONTHS.map((label, index) => ({ label, value: [31, 28, 42][index] ?? 0 }))),
  stylists: ready([
    { id: 's1', name: 'Stella Stylist', photo: null, count: 18 },
    { id: 's2', name: 'Priya Shah', photo: null, count: 14 },
  ]),
  onOpenStylist: fn(),
  current: ready([]),
  upcoming: ready([
    {
      id: 'a1',
      reference: 'Appointment AP-001042',
      clientName: 'Noah Brooks',
      when: '03/16/2026 10:30',
      service: 'Haircuts · Haircut',
    },
  ]),
  onOpenAppointment: fn(),
};

const meta = {
  title: 'Screens/Dashboard/DashboardScreen',
  component: DashboardScreen,
  args: { view: salon },
} satisfies Meta<typeof DashboardScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Salon: Story = {};

export const Stylist: Story = { args: { view: { ...salon, stylists: undefined } } };

export const Loading: Story = {
  args: {
    view: {
      ...salon,
      cards: LOADING,
      appointmentChart: LOADING,
      genderChart: LOADING,
      monthlyChart: LOADING,
      stylists: LOADING,
      current: LOADING,
      upcoming: LOADING,
    },
  },
};

export const Admin: Story = {
  args: {
    view: {
      kind: 'admin',
      cards: ready([
        { label: 'Salons', value: '2' },
        { label: 'Appointments', value: '148' },
        { label: 'Stylists', value: '9' },
        { label: 'Users', value: '312' },
      ]),
      salonChart: ready([
        { label: 'Demo Salon', value: 96 },
        { label: 'Second Salon', value: 52 },
      ]),
      subscriptions: ready([
        { id: 'x1', salonName: 'Second Salon', active: false, expiryText: 'Expired 2 days ago' },
        { id: 'x2', salonName: 'Demo Salon', active: true, expiryText: 'Expires in 3 months' },
      ]),
      onOpenSubscription: fn(),
    },
  },
};
