import type { Meta, StoryObj } from '@storybook/react-vite';
import { DetailList } from './DetailList';

const meta = {
  title: 'Patterns/DetailList',
  component: DetailList,
  args: {
    items: [
      { term: 'Name', value: 'Grace Miller' },
      { term: 'Email', value: 'grace@example.com' },
      { term: 'Phone', value: '212-555-0199' },
    ],
  },
} satisfies Meta<typeof DetailList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
