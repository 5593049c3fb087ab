import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { IconButton } from '../../primitives/IconButton';
import type { TableColumn } from '../../primitives/Table';
import { Muted, Nowrap, RowActions } from './cells';
import { indexColumn } from './index-column';
import type { ListState } from './list-state';
import { ListScreen } from './ListScreen';

interface ClientRow {
  id: string;
  name: string;
  email: string;
  note: string | null;
}

const rows: ClientRow[] = [
  { id: 'c1', name: 'Jane Doe', email: 'jane@example.com', note: 'Prefers mornings' },
  { id: 'c2', name: 'John Smith', email: 'john@example.com', note: null },
  { id: 'c3', name: 'Alex Kim', email: 'alex@example.com', note: 'Allergic to latex' },
];

const ready: ListState<ClientRow> = { status: 'ready', rows, page: 2, pageCount: 6, pageSize: 3 };

const columnsFor = (state: ListState<ClientRow>): TableColumn<ClientRow>[] => [
  indexColumn(state),
  { key: 'name', header: 'Name', render: (row) => <Nowrap>{row.name}</Nowrap> },
  { key: 'email', header: 'Email', render: (row) => row.email },
  { key: 'note', header: 'Note', render: (row) => row.note ?? <Muted>—</Muted> },
  {
    key: 'action',
    header: 'Action',
    render: (row) => (
      <RowActions>
        <IconButton icon="edit" label={`Edit ${row.name}`} />
        <IconButton icon="trash" label={`Delete ${row.name}`} />
      </RowActions>
    ),
  },
];

const meta = {
  title: 'Patterns/ListScreen',
  component: ListScreen<ClientRow>,
  args: {
    title: 'Clients',
    searchValue: '',
    onSearchChange: fn(),
    searchPlaceholder: 'Search Clients...',
    addLabel: 'Add New Client',
    onAdd: fn(),
    state: ready,
    columns: columnsFor(ready),
    caption: 'Clients',
    emptySubtitle: 'We could not find any client data.',
    onPageChange: fn(),
  },
  argTypes: { columns: { control: false } },
} satisfies Meta<typeof ListScreen<ClientRow>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'Clients' });
    await expect(within(table).getByRole('cell', { name: '4' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(3);
  },
};
export const Loading: Story = { args: { state: { status: 'loading' } } };
export const Empty: Story = {
  args: { state: { status: 'ready', rows: [], page: 1, pageCount: 0, pageSize: 3 } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('We could not find any client data.')).toBeVisible();
  },
};
export const Error: Story = {
  args: { state: { status: 'error', message: 'Could not load the clients' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Could not load the clients');
  },
};
export const WithoutSearchOrAdd: Story = {
  args: { onSearchChange: undefined, addLabel: undefined, onAdd: undefined },
};
