import * as endpoints from '../../notifications/endpoints';
import type { SendNotificationBody } from '../../notifications/schemas';
import { FIXED_NOW } from '../clock';
import { pageOf } from '../paging';
import { buildNotification, manyNotifications, notifications } from '../factories/notifications';
import { mockEndpoint, mockFailure, mockPending, ok } from '../http';

/** Recipients the mock reports per audience (Demo Salon: 4 stylists, 20 client users). */
const RECIPIENTS = { all: 24, Stylist: 4, user: 20 } as const;

const listOf = (rows: typeof notifications) =>
  mockEndpoint(endpoints.getNotifications, ({ request }) => {
    const search = new URL(request.url).searchParams;
    return ok(pageOf(rows, Number(search.get('pageNumber') ?? 1), Number(search.get('pageSize') ?? 5)));
  });

/** The Notifications area; stateless like the other mock areas. */
export function notificationHandlers() {
  return [
    listOf(notifications),
    mockEndpoint(endpoints.sendNotification, async ({ request }) => {
      const { to, title, body } = (await request.json()) as SendNotificationBody;
      const sent = buildNotification({
        _id: 'a0710000-0000-4000-8000-0000000000ff',
        to,
        title,
        body,
        recipientCount: RECIPIENTS[to],
        createdAt: FIXED_NOW.toISOString(),
      });
      return ok(sent, `Notification sent to ${sent.recipientCount} recipients`);
    }),
  ];
}

export const notificationFailures = {
  listLoading: mockPending(endpoints.getNotifications),
  listEmpty: mockEndpoint(endpoints.getNotifications, () => ok(pageOf([], 1, 5))),
  listPaged: listOf(manyNotifications),
  listError: mockFailure(
    endpoints.getNotifications,
    500,
    'Could not load the notifications, please try again',
  ),
  sendNoRecipients: mockFailure(
    endpoints.sendNotification,
    400,
    'There is nobody to send this notification to',
  ),
};
