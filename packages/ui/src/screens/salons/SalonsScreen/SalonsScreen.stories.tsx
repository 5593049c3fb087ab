import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { LIST_LOADING, listLoadError, listPage } from '@salon/ui/patterns/list-story-states';
import { SalonsScreen, type SalonRow } from './SalonsScreen';
import { listPageArgs } from '../../../patterns/ListScreen/list-page-args';

const rows: SalonRow[] = [
  {
    id: '1',
    name: 'Demo Salon',
    email: 'owner@example.com',
    phone: '2125550103',
    photo: null,
    active: true,
    subscription: 'active',
  },
  {
    id: '2',
    name: 'Second Salon',
    email: 'owner2@example.com',
    phone: '2125550203',
    photo: null,
    active: false,
    subscription: 'ended',
  },
];

const meta = {
  title: 'Screens/Salons/SalonsScreen',
  component: SalonsScreen,
  args: {
    state: listPage(rows),
    ...listPageArgs(),
    onEdit: fn(),
    onAppSettings: fn(),
    onResetPassword: fn(),
    onDelete: fn(),
    onToggleActive: fn(),
    onCancelSubscription: fn(),
  },
} satisfies Meta<typeof SalonsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Loading: Story = { args: { state: LIST_LOADING } };
export const Empty: Story = { args: { state: listPage([]) } };
export const Paged: Story = { args: { state: listPage(rows, { page: 2, pageCount: 3 }) } };
export const Error: Story = { args: { state: listLoadError('Could not load the salons') } };
