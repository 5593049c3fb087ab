import { itemsPage } from '@salon/ui/patterns/list-story-states';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { MyAppointmentsScreen, type VisitView } from './MyAppointmentsScreen';

const visit: VisitView = {
  id: 'v1',
  code: 'AP-004249',
  service: 'Haircuts · Haircut',
  stylistName: 'Stella Stylist',
  date: '2026-03-17',
  time: '11:00',
  timeZone: 'America/New_York',
  price: 55,
  status: 'waiting',
  rescheduleHref: '/salon/demo-salon/reschedule-appointment?token=t',
  cancellable: true,
};

const meta = {
  title: 'Site/MyAppointmentsScreen',
  component: MyAppointmentsScreen,
  args: {
    tab: 'upcoming',
    state: { status: 'ready', visits: [visit], page: 1, pageCount: 1 },
    onTabChange: fn(),
    onPageChange: fn(),
    onReschedule: fn(),
    onCancel: fn(async () => {}),
  },
} satisfies Meta<typeof MyAppointmentsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Cancel asks first; Reschedule follows its link. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('link', { name: 'Reschedule AP-004249' }));
    await expect(args.onReschedule).toHaveBeenCalledWith('/salon/demo-salon/reschedule-appointment?token=t');
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel AP-004249' }));
    const dialog = within(await within(document.body).findByRole('dialog', { name: 'Cancel appointment' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel appointment' }));
    await expect(args.onCancel).toHaveBeenCalledWith('v1');
  },
};
/** Inside the salon's window: no buttons, and why (its policy and phone). */
export const TooLate: Story = {
  args: {
    state: {
      status: 'ready',
      visits: [
        {
          ...visit,
          rescheduleHref: null,
          cancellable: false,
          changeNote:
            'This appointment can no longer be changed online: the salon allows changes up to 24 hours before. Please call the salon on 212-555-0100.',
        },
      ],
      page: 1,
      pageCount: 1,
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('link', { name: 'Reschedule AP-004249' })).toBeNull();
    await expect(
      canvas.getByText(/can no longer be changed online: the salon allows changes up to 24 hours before/),
    ).toBeVisible();
  },
};
export const Past: Story = {
  args: {
    tab: 'past',
    state: {
      status: 'ready',
      visits: [{ ...visit, status: 'canceled', rescheduleHref: null, cancellable: false }],
      page: 1,
      pageCount: 1,
    },
  },
};
export const Loading: Story = { args: { state: { status: 'loading' } } };
export const Empty: Story = { args: { state: itemsPage('visits', []) } };
export const Error: Story = { args: { state: { status: 'error', message: 'Something went wrong.' } } };
