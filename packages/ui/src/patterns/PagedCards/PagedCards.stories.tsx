import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import styled from 'styled-components';
import { Skeleton } from '../../primitives/Skeleton';
import { PagedCards } from './PagedCards';

const Card = styled.li`
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
`;

interface Fruit {
  id: string;
  name: string;
}

const meta = {
  title: 'Patterns/PagedCards',
  component: PagedCards<Fruit>,
  args: {
    state: { status: 'ready', page: 1, pageCount: 3 },
    items: [
      { id: 'a', name: 'Apple' },
      { id: 'b', name: 'Banana' },
      { id: 'c', name: 'Cherry' },
    ],
    label: 'Fruits',
    loadingLabel: 'Loading fruits',
    skeleton: (
      <Card as="div" aria-hidden="true">
        <Skeleton shape="text" lines={3} />
      </Card>
    ),
    skeletonCount: 4,
    emptySubtitle: 'We could not find any fruit.',
    renderItem: (fruit: Fruit) => <Card key={fruit.id}>{fruit.name}</Card>,
    onPageChange: fn(),
  },
} satisfies Meta<typeof PagedCards<Fruit>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {};

export const Loading: Story = { args: { state: { status: 'loading' } } };

export const Empty: Story = { args: { items: [] } };

export const Error: Story = {
  args: { state: { status: 'error', message: 'The fruits could not be loaded' } },
};
