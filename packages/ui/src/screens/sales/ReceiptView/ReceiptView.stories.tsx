import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { storyPaid } from '../sale-model/story-sales';
import { ReceiptView } from './ReceiptView';

const meta = {
  title: 'Screens/Sales/ReceiptView',
  component: ReceiptView,
  args: {
    sale: storyPaid,
    locale: 'en-US',
    taxes: { service: { rateBp: 825, inclusive: false }, product: { rateBp: 825, inclusive: false } },
    onPrint: fn(),
  },
} satisfies Meta<typeof ReceiptView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Print80mm: Story = { args: { paper: true } };
export const Voided: Story = { args: { sale: { ...storyPaid, status: 'voided' } } };
