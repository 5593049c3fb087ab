import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { LIST_LOADING, listLoadError, listPage } from '@salon/ui/patterns/list-story-states';
import { StylistsScreen, type StylistRow } from './StylistsScreen';
import { listPageArgs } from '../../../patterns/ListScreen/list-page-args';

const rows: StylistRow[] = [
  {
    id: '1',
    name: 'Stella Romano',
    email: 'stylist@example.com',
    gender: 'female',
    photo: null,
    active: true,
    salonName: 'Demo Salon',
  },
  {
    id: '2',
    name: 'James Carter',
    email: 'james.carter@example.com',
    gender: 'male',
    photo: null,
    active: false,
    salonName: 'Demo Salon',
  },
];
const all = {
  add: true,
  edit: true,
  settings: true,
  resetPassword: true,
  delete: true,
  toggleActive: true,
  viewAvailability: true,
  viewSalon: false,
};

const meta = {
  title: 'Screens/Stylists/StylistsScreen',
  component: StylistsScreen,
  args: {
    state: listPage(rows),
    can: all,
    ...listPageArgs(),
    onEdit: fn(),
    onSettings: fn(),
    onResetPassword: fn(),
    onDelete: fn(),
    onToggleActive: fn(),
    renderAvailabilityLink: (row) => <a href={`#${row.id}`}>View Availabilities</a>,
  },
} satisfies Meta<typeof StylistsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const ReadOnly: Story = {
  args: {
    can: {
      ...all,
      add: false,
      edit: false,
      settings: false,
      resetPassword: false,
      delete: false,
      toggleActive: false,
      viewAvailability: false,
      viewSalon: true,
    },
  },
};
export const Loading: Story = { args: { state: LIST_LOADING } };
export const Empty: Story = { args: { state: listPage([], { pageCount: 1 }) } };
export const Error: Story = { args: { state: listLoadError('Could not load the stylists') } };
