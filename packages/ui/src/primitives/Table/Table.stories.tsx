import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { IconButton } from '../IconButton';
import { Table } from './Table';
import type { TableColumn } from './Table';

interface UserRow {
  id: string;
  name: string;
  email: string;
  phone: string;
  gender: string;
}

const users: UserRow[] = [
  { id: 'u1', name: 'Jane Doe', email: 'jane@example.com', phone: '555-010-0100', gender: 'Female' },
  { id: 'u2', name: 'John Smith', email: 'john@example.com', phone: '555-010-0101', gender: 'Male' },
  { id: 'u3', name: 'Alex Kim', email: 'alex@example.com', phone: '555-010-0102', gender: 'Other' },
];

const columns: TableColumn<UserRow>[] = [
  { key: 'name', header: 'Name', render: (u) => u.name },
  { key: 'email', header: 'Email', render: (u) => u.email },
  { key: 'phone', header: 'Phone', render: (u) => u.phone, width: '140px' },
  { key: 'gender', header: 'Gender', render: (u) => u.gender },
  {
    key: 'actions',
    header: 'Actions',
    align: 'right',
    width: '120px',
    render: (u) => (
      <>
        <IconButton icon="edit" label={`Edit ${u.name}`} size="sm" />
        <IconButton icon="trash" label={`Delete ${u.name}`} size="sm" variant="danger" />
      </>
    ),
  },
];

const meta = {
  title: 'Primitives/Table',
  component: Table<UserRow>,
  args: { columns, rows: users, rowKey: (u: UserRow) => u.id, caption: 'Users' },
  argTypes: { columns: { control: false }, rowKey: { control: false }, empty: { control: false } },
  tags: ['autodocs'],
} satisfies Meta<typeof Table<UserRow>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Users' });
    await expect(within(table).getAllByRole('row')).toHaveLength(4);
    await expect(within(table).getByRole('columnheader', { name: 'Email' })).toBeVisible();
  },
};
export const VisibleCaption: Story = { args: { showCaption: true } };
export const HiddenColumn: Story = {
  args: { columns: columns.map((c) => (c.key === 'actions' ? { ...c, hidden: true } : c)) },
};
export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Users' });
    await expect(table).toHaveAttribute('aria-busy', 'true');
  },
};
export const Empty: Story = { args: { rows: [] } };
export const CustomEmpty: Story = { args: { rows: [], empty: 'No users match your search.' } };
