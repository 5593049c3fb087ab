import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../../primitives/Button';
import { Card } from '../../primitives/Card';
import { TitledPage } from './TitledPage';

const meta = {
  title: 'Patterns/TitledPage',
  component: TitledPage,
  args: {
    title: 'Product Details',
    actions: <Button variant="secondary">Back to Products</Button>,
    children: <Card padding="lg">The product’s details</Card>,
  },
} satisfies Meta<typeof TitledPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithoutActions: Story = { args: { actions: undefined } };

export const Full: Story = { args: { width: 'full', title: 'Ava’s Waitlist' } };
