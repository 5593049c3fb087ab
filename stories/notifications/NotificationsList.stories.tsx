import { notificationFailures, notificationHandlers } from '@salon/api/mocks/handlers/notifications';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { pageParameters } from '../support/page-meta';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { chooseTarget, renderNotifications, rowOf, sendForm, type Args } from './notifications-story';
import { expectTexts, expectToast } from '../support/expect';
import { expectColumns } from '../support/list';
import { clickButton, typeInto, submitExpectingFormAlert } from '../support/form';
import { playAlert, playNoData, playRedirectedTo, playTableBusy } from '../support/plays';

/** /notification through NotificationsContainer against MSW (spec 2 §2 "Notifications", §5, §6). */
const meta = {
  title: 'Catalogue/Notifications/NotificationsList',
  tags: ['catalogue:notifications'],
  render: renderNotifications,
  args: { role: 'salon' },
  parameters: { ...pageParameters({ notifications: notificationHandlers() }, '/notification') },
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

async function expectPage(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await expect(await canvas.findByRole('heading', { name: 'Notifications' })).toBeVisible();
  const form = await sendForm(canvasElement);
  await expect(form.getByLabelText('Send To')).toBeVisible();
  await expect(form.getByLabelText('Title')).toBeVisible();
  await expect(form.getByLabelText('Content')).toBeVisible();
  const row = await rowOf(canvasElement, 'Spring specials are here');
  await expectColumns(canvasElement, ['#', 'Title', 'Content', 'Sent To', 'Recipients', 'Sent At']);
  await expect(row.getByRole('cell', { name: 'All' })).toBeVisible();
  await expect(row.getByRole('cell', { name: '24' })).toBeVisible();
  await expect(canvas.getAllByRole('row')).toHaveLength(3);
}

export const Salon: Story = {
  tags: ['role:salon', 'state:default'],
  play: async ({ canvasElement }) => expectPage(canvasElement),
};

export const Manager: Story = {
  tags: ['role:manager', 'state:default'],
  args: { role: 'manager' },
  play: async ({ canvasElement }) => expectPage(canvasElement),
};

export const Superadmin: Story = {
  tags: ['role:superadmin', 'state:default'],
  args: { role: 'superadmin' },
  play: async ({ canvasElement }) => expectPage(canvasElement),
};

/** The admin sends platform-wide: the form is sent, the server's message shows and the form empties. */
export const Admin: Story = {
  tags: ['role:admin', 'state:default'],
  args: { role: 'admin' },
  play: async ({ canvasElement }) => {
    await expectPage(canvasElement);
    const form = await sendForm(canvasElement);
    await chooseTarget(form, 'Stylist');
    await typeInto(form, { Title: 'Platform news', Content: 'New features are live.' });
    await clickButton(form, 'Send');
    await expectToast('Notification sent to 4 recipients');
    await waitFor(() => expect(form.getByLabelText('Title')).toHaveValue(''));
    await expect(form.getByLabelText('Content')).toHaveValue('');
  },
};

/** Submitting the empty form shows the spec's three messages; each goes once its field is filled. */
export const Validation: Story = {
  tags: ['role:salon', 'state:validation'],
  play: async ({ canvasElement }) => {
    const form = await sendForm(canvasElement);
    await clickButton(form, 'Send');
    await expect(await form.findByText('Please select send to')).toBeVisible();
    await expectTexts(form, ['Please enter notification title', 'Please enter notification content']);
    await userEvent.type(form.getByLabelText('Title'), '   ');
    await expect(form.getByText('Please enter notification title')).toBeVisible();
    await chooseTarget(form, 'User');
    await typeInto(form, { Title: 'Hello', Content: 'See you soon' });
    await waitFor(() => expect(form.queryByText('Please select send to')).toBeNull());
    await expect(form.queryByText('Please enter notification title')).toBeNull();
    await expect(form.queryByText('Please enter notification content')).toBeNull();
  },
};

/** A refused send keeps the form and shows the server's message in it. */
export const SendRefused: Story = {
  tags: ['role:manager', 'state:validation'],
  args: { role: 'manager' },
  parameters: {
    msw: {
      handlers: {
        notifications: [notificationFailures.sendNoRecipients, ...notificationHandlers()],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const form = await sendForm(canvasElement);
    await chooseTarget(form, 'All');
    await typeInto(form, { Title: 'Hello', Content: 'Anyone there?' });
    await submitExpectingFormAlert(form, 'There is nobody to send this notification to', 'Send');
    await expect(form.getByLabelText('Title')).toHaveValue('Hello');
  },
};

/** Stylists and other roles are sent to the dashboard. */
export const StylistRedirected: Story = {
  tags: ['role:stylist', 'state:default'],
  args: { role: 'stylist' },
  play: playRedirectedTo('/'),
};

export const Loading: Story = {
  tags: ['role:salon', 'state:loading'],
  parameters: { msw: { handlers: { notifications: [notificationFailures.listLoading] } } },
  play: playTableBusy,
};

export const Empty: Story = {
  tags: ['role:admin', 'state:empty'],
  args: { role: 'admin' },
  parameters: {
    msw: { handlers: { notifications: [notificationFailures.listEmpty, ...notificationHandlers()] } },
  },
  play: playNoData('We could not find any notifications.'),
};

/** 12 notifications at 5 per page: the pagination shows and page 2 starts at number 6. */
export const Paged: Story = {
  tags: ['role:salon', 'state:paged'],
  parameters: {
    msw: { handlers: { notifications: [notificationFailures.listPaged, ...notificationHandlers()] } },
  },
  play: async ({ canvas, canvasElement }) => {
    await rowOf(canvasElement, 'Holiday hours 1');
    await expect(canvas.getAllByRole('row')).toHaveLength(6);
    await userEvent.click(canvas.getByRole('button', { name: '2' }));
    await rowOf(canvasElement, 'New stylist joined 7');
    await expect(canvas.getByRole('cell', { name: '6' })).toBeVisible();
  },
};

export const LoadError: Story = {
  tags: ['role:salon', 'state:error'],
  parameters: { msw: { handlers: { notifications: [notificationFailures.listError] } } },
  play: playAlert('Could not load the notifications, please try again'),
};
