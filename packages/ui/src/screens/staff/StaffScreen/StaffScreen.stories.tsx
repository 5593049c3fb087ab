import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { LIST_LOADING, listLoadError, listPage } from '@salon/ui/patterns/list-story-states';
import { StaffScreen, type StaffRow } from './StaffScreen';
import { listPageArgs } from '../../../patterns/ListScreen/list-page-args';

const rows: StaffRow[] = [
  {
    id: '1',
    name: 'Mia Manager',
    email: 'manager@example.com',
    phone: '2125550104',
    address: '12 Market Street, New York, NY 10002',
    roleLabel: 'Manager',
    active: true,
    salonName: 'Demo Salon',
    locked: false,
    activeLocked: false,
  },
  {
    id: '2',
    name: 'Sam Super',
    email: 'superadmin@example.com',
    phone: '2125550101',
    address: '1 Platform Plaza, New York, NY 10001',
    roleLabel: 'Superadmin',
    active: true,
    salonName: null,
    locked: true,
    activeLocked: true,
  },
];

const meta = {
  title: 'Screens/Staff/StaffScreen',
  component: StaffScreen,
  args: {
    state: listPage(rows),
    can: { add: true, edit: true, changePassword: true, delete: true, toggleActive: true, viewSalon: false },
    ...listPageArgs(),
    onEdit: fn(),
    onChangePassword: fn(),
    onDelete: fn(),
    onToggleActive: fn(),
  },
} satisfies Meta<typeof StaffScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const AdminView: Story = {
  args: {
    can: { add: true, edit: true, changePassword: true, delete: true, toggleActive: true, viewSalon: true },
  },
};
export const Loading: Story = { args: { state: LIST_LOADING } };
export const Empty: Story = { args: { state: listPage([]) } };
export const Error: Story = { args: { state: listLoadError('Could not load the salon users') } };
