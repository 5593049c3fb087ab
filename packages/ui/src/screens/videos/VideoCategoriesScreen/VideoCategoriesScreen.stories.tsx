import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { LIST_LOADING, listPage } from '@salon/ui/patterns/list-story-states';
import { VideoCategoriesScreen } from './VideoCategoriesScreen';
import { listPageArgs } from '../../../patterns/ListScreen/list-page-args';

const meta = {
  title: 'Screens/Videos/VideoCategoriesScreen',
  component: VideoCategoriesScreen,
  args: {
    ...listPageArgs(),
    onEdit: fn(),
    onToggle: fn(),
    onDelete: fn(),
    state: listPage([
      { id: 'c1', name: 'Tutorials', enable: true },
      { id: 'c2', name: 'Behind the Chair', enable: true },
      { id: 'c3', name: 'Product Reviews', enable: false },
    ]),
  },
} satisfies Meta<typeof VideoCategoriesScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Loading: Story = { args: { state: LIST_LOADING } };
export const Empty: Story = { args: { state: listPage([]) } };
