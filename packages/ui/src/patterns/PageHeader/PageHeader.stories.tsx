import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { useHeldValue } from '../../primitives/use-held-value';
import { PageHeader } from './PageHeader';
import type { PageHeaderProps } from './PageHeader';

const listTypes = [
  { value: 'all', label: 'All Users' },
  { value: 'active', label: 'Active' },
  { value: 'inactive', label: 'Inactive' },
];

/** Holds the search text and list type so typing shows; the callbacks are still reported. */
function ControlledPageHeader(props: PageHeaderProps) {
  const [search, changeSearch] = useHeldValue(props.searchValue ?? '', (v) => props.onSearchChange?.(v));
  const [listType, changeListType] = useHeldValue(props.listTypeValue ?? null, (v) =>
    props.onListTypeChange?.(v),
  );
  return (
    <PageHeader
      {...props}
      searchValue={search}
      onSearchChange={props.onSearchChange && changeSearch}
      listTypeValue={listType}
      onListTypeChange={props.onListTypeChange && changeListType}
    />
  );
}

const meta = {
  title: 'Patterns/PageHeader',
  component: PageHeader,
  render: (args) => <ControlledPageHeader {...args} />,
  args: { title: 'Users' },
  argTypes: { actions: { control: false } },
  tags: ['autodocs'],
} satisfies Meta<typeof PageHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TitleOnly: Story = {};

export const WithAdd: Story = { args: { addLabel: 'Add User', onAdd: fn() } };

export const WithSearch: Story = {
  args: { onSearchChange: fn(), searchPlaceholder: 'Search users' },
  play: async ({ args, canvasElement }) => {
    const search = within(canvasElement).getByRole('searchbox', { name: 'Search users' });
    await userEvent.type(search, 'jane');
    await expect(search).toHaveValue('jane');
    await expect(args.onSearchChange).toHaveBeenLastCalledWith('jane');
  },
};

export const Full: Story = {
  args: {
    addLabel: 'Add User',
    onAdd: fn(),
    onSearchChange: fn(),
    searchPlaceholder: 'Search users',
    listTypeOptions: listTypes,
    listTypeValue: 'all',
    onListTypeChange: fn(),
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Add User' }));
    await expect(args.onAdd).toHaveBeenCalledTimes(1);
  },
};

export const Mobile: Story = {
  args: { ...Full.args },
  globals: { viewport: { value: 'phone' } },
};
