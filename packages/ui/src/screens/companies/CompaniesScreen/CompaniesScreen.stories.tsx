import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { LIST_LOADING, listLoadError, listPage } from '@salon/ui/patterns/list-story-states';
import { CompaniesScreen } from './CompaniesScreen';
import { listPageArgs } from '../../../patterns/ListScreen/list-page-args';

const meta = {
  title: 'Screens/Companies/CompaniesScreen',
  component: CompaniesScreen,
  args: {
    state: {
      status: 'ready',
      rows: [
        {
          id: 'c1',
          name: 'Brightline Media',
          email: 'office@brightline.example.com',
          phone: '2125550301',
          address: '350 Fifth Avenue, New York, NY 10118',
          active: true,
        },
        {
          id: 'c2',
          name: 'Northwind Traders',
          email: 'hello@northwind.example.com',
          phone: '2125550302',
          address: '77 Water Street, New York, NY 10005',
          active: false,
        },
      ],
      page: 1,
      pageCount: 1,
      pageSize: 20,
    },
    can: { add: true, edit: true, toggleActive: true, delete: true },
    ...listPageArgs(),
    onEdit: fn(),
    onToggleActive: fn(),
    onDelete: fn(),
  },
} satisfies Meta<typeof CompaniesScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Loading: Story = { args: { state: LIST_LOADING } };
export const Empty: Story = { args: { state: listPage([]) } };
export const LoadError: Story = { args: { state: listLoadError('Could not load the companies') } };
