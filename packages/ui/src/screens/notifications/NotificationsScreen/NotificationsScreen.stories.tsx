import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { LIST_LOADING, listLoadError, listPage } from '@salon/ui/patterns/list-story-states';
import { NotificationsScreen } from './NotificationsScreen';

const meta = {
  title: 'Screens/Notifications/NotificationsScreen',
  component: NotificationsScreen,
  args: {
    state: {
      status: 'ready',
      rows: [
        {
          id: 'n1',
          title: 'Spring specials are here',
          body: 'Book a cut and colour this week and get a free deep-conditioning treatment.',
          to: 'all',
          recipientCount: 24,
          sentAt: 'Mar 15, 2026, 9:00 AM',
        },
        {
          id: 'n2',
          title: 'Team meeting on Monday',
          body: 'Please come in at 8:30 on Monday for a short team meeting before opening.',
          to: 'Stylist',
          recipientCount: 4,
          sentAt: 'Mar 12, 2026, 9:00 AM',
        },
      ],
      page: 1,
      pageCount: 1,
      pageSize: 5,
    },
    onPageChange: fn(),
    onSend: fn(),
  },
} satisfies Meta<typeof NotificationsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Loading: Story = { args: { state: LIST_LOADING } };
export const Empty: Story = { args: { state: listPage([], { pageSize: 5 }) } };
export const LoadError: Story = { args: { state: listLoadError('Could not load the notifications') } };
export const Sending: Story = { args: { sending: true } };
export const SendError: Story = {
  args: { sendError: 'There is nobody to send this notification to' },
};
