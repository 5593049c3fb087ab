import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ServicesScreen } from './ServicesScreen';
import { listPageArgs } from '../../../patterns/ListScreen/list-page-args';

const can = { add: true, edit: true, toggle: true, delete: true, reorder: true };

const meta = {
  title: 'Screens/Services/ServicesScreen',
  component: ServicesScreen,
  args: {
    can,
    ...listPageArgs(),
    onEditCategory: fn(),
    onEditService: fn(),
    onDelete: fn(),
    onToggle: fn(),
    onReorderCategories: fn(),
    onReorderServices: fn(),
    state: {
      status: 'ready',
      page: 1,
      pageCount: 1,
      pageSize: 20,
      categories: [
        {
          id: 'c1',
          title: 'Haircuts',
          enable: true,
          services: [
            { id: 's1', title: 'Haircut', requiredTime: 45, charges: 55, enable: true },
            { id: 's2', title: "Men's Cut", requiredTime: 30, charges: 35, enable: false },
          ],
        },
        {
          id: 'c2',
          title: 'Colour',
          enable: true,
          services: [{ id: 's3', title: 'Highlights', requiredTime: 150, charges: 179.5, enable: true }],
        },
      ],
    },
  },
} satisfies Meta<typeof ServicesScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Loading: Story = { args: { state: { status: 'loading' } } };
export const Empty: Story = {
  args: { state: { status: 'ready', categories: [], page: 1, pageCount: 0, pageSize: 20 } },
};
export const Error: Story = { args: { state: { status: 'error', message: 'Could not load the services' } } };
export const ReadOnly: Story = {
  args: { can: { add: false, edit: false, toggle: false, delete: false, reorder: false } },
};
