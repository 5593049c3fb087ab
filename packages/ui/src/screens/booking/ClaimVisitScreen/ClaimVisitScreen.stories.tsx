import type { Meta, StoryObj } from '@storybook/react-vite';
import { ClaimVisitScreen } from './ClaimVisitScreen';

const meta = {
  title: 'Site/ClaimVisitScreen',
  component: ClaimVisitScreen,
  args: {
    state: { status: 'claimed', message: 'This visit is now in My appointments', code: 'AP-004249' },
    myAppointmentsHref: '/salon/demo-salon/my-appointments',
  },
} satisfies Meta<typeof ClaimVisitScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Claimed: Story = {};
export const Loading: Story = { args: { state: { status: 'loading' } } };
export const InvalidLink: Story = { args: { state: { status: 'error', message: 'This link is not valid' } } };
