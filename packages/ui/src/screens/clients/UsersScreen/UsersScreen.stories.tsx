import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { LIST_LOADING, listLoadError, listPage } from '@salon/ui/patterns/list-story-states';
import { UsersScreen, type UserRow } from './UsersScreen';
import { listPageArgs } from '../../../patterns/ListScreen/list-page-args';

const rows: UserRow[] = [
  {
    id: 'u1',
    name: 'Grace Miller',
    email: 'grace.miller@example.com',
    phone: '2125550142',
    gender: 'female',
    stylistName: 'Stella Stylist',
    platform: 'web',
    active: true,
    clientNote: null,
  },
  {
    id: 'u2',
    name: 'Daniel Kim',
    email: 'daniel.kim@example.com',
    phone: '2125550133',
    gender: 'male',
    stylistName: 'James Carter',
    platform: 'ios',
    active: false,
    clientNote: 'Prefers mornings.',
  },
];

const all = {
  add: true,
  viewStylist: true,
  edit: true,
  toggleActive: true,
  delete: true,
  logout: true,
  notes: true,
  message: true,
};

const meta = {
  title: 'Screens/Users/UsersScreen',
  component: UsersScreen,
  args: {
    state: listPage(rows, { pageCount: 2, pageSize: 15 }),
    can: all,
    ...listPageArgs(),
    onEdit: fn(),
    onToggleActive: fn(),
    onDelete: fn(),
    onLogout: fn(),
    onNotes: fn(),
    onMessage: fn(),
  },
} satisfies Meta<typeof UsersScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const StylistView: Story = {
  args: {
    can: {
      ...all,
      add: false,
      viewStylist: false,
      edit: false,
      toggleActive: false,
      delete: false,
      logout: false,
    },
  },
};

export const Loading: Story = { args: { state: LIST_LOADING } };

export const Empty: Story = { args: { state: listPage([], { pageSize: 15 }) } };

export const LoadError: Story = { args: { state: listLoadError('Could not load the users') } };
