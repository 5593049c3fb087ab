import { beforeAll, describe, expect, it } from 'vitest';
import type { Order, PlacedOrder } from '@salon/api/orders/schemas';
import type { Database } from '../src/db/client';
import { escapeHtml } from '../src/mail/html';
import type { Mail, Mailer } from '../src/mail/mailer';
import { TEST_CARDS } from '../src/modules/payments/test-cards';
import { DEMO_SALON_ID } from '../src/seed/demo-data';
import { call, DEMO_PASSWORD, loginAs } from './helper';
import { useSession, useTestApp } from './use-test-app';
import { orderBody } from './matrix/shop-orders';

/*
 * Every e-mail is queued in the transaction of the change that causes it: a change that rolls back
 * leaves no outbox row, a committed one exactly one. The mailer here queues for real, and when told to,
 * fails right after queuing, as any later step of the transaction could.
 */
class FailingAfterQueue implements Mailer {
  inner: Mailer | undefined;
  failNext = false;

  async send(mail: Mail, tx?: Database): Promise<void> {
    await this.inner!.send(mail, tx);
    if (this.failNext) {
      this.failNext = false;
      throw new Error('the transaction fails after the mail was queued');
    }
  }
}

const API = '/api/v1';
const mailer = new FailingAfterQueue();
const t = useTestApp({}, { mailer });
beforeAll(() => {
  mailer.inner = t.mailer;
});
const admin = useSession(t, 'admin@example.com');
const owner = useSession(t, 'owner@example.com');
const client = useSession(t, 'client@example.com');

const mailsTo = async (to: string) => (await t.mails()).filter((mail) => mail.to === to);

describe("the shop order's Completed e-mail", () => {
  const complete = (id: string) =>
    owner<Order>({
      method: 'PATCH',
      url: `${API}/product/change-order-status?orderID=${id}`,
      payload: { orderStatus: 'Completed' },
    });

  it('is queued once with the status change, and not at all when the change rolls back', async () => {
    const placed = await client<PlacedOrder>({
      method: 'POST',
      url: `${API}/product/add-order`,
      payload: orderBody(),
    });
    const order = placed.body.data.orderDetails;
    const paid = await client({
      method: 'POST',
      url: `${API}/product/payment`,
      payload: { orderID: order._id, transactionId: TEST_CARDS.succeeds },
    });
    expect(paid.statusCode, paid.body.message).toBe(200);
    const subject = `Your order #${order.orderId} is completed`;
    const completedMails = async () => (await t.mails()).filter((mail) => mail.subject === subject);

    // The paid confirmation is plain text and HTML too.
    const confirmation = (await t.mails()).find(
      (mail) => mail.subject === `Your order #${order.orderId} at Demo Salon`,
    );
    expect(confirmation?.html).toContain('Demo Salon');
    expect(confirmation?.html).toContain('Total paid');

    mailer.failNext = true;
    expect((await complete(order._id)).statusCode).toBe(500);
    expect(await completedMails()).toEqual([]);
    const still = await client<Order>({
      method: 'GET',
      url: `${API}/product/get-order-by-id?orderId=${order._id}`,
    });
    expect(still.body.data.orderStatus).not.toBe('Completed');

    expect((await complete(order._id)).statusCode).toBe(200);
    // Completing it again changes nothing and sends nothing more.
    expect((await complete(order._id)).statusCode).toBe(200);
    const mails = await completedMails();
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ to: 'client@example.com', salonId: DEMO_SALON_ID });
    expect(mails[0]!.text).toContain(`Your order #${order.orderId} at Demo Salon is completed.`);
    expect(mails[0]!.html).toContain('Demo Salon');
  });
});

// Last: it ends the owner's sessions.
describe("the administrator's password reset", () => {
  const resetOwner = () =>
    admin({ method: 'PATCH', url: `${API}/salon/reset-password?salonID=${DEMO_SALON_ID}` });

  it('rolled back: no e-mail, the old password and the sessions stay', async () => {
    const session = await loginAs(t.app, 'owner@example.com');
    mailer.failNext = true;
    expect((await resetOwner()).statusCode).toBe(500);
    expect(await mailsTo('owner@example.com')).toEqual([]);
    await expect(loginAs(t.app, 'owner@example.com', DEMO_PASSWORD)).resolves.toMatchObject({
      role: 'salon',
    });
    const own = await call(t.app, {
      method: 'GET',
      url: `${API}/users/get-user`,
      headers: { token: session.token },
    });
    expect(own.statusCode).toBe(200);
  });

  it('committed: exactly one e-mail, plain text and HTML, from the salon, with the password that works', async () => {
    expect((await resetOwner()).statusCode).toBe(200);
    const mails = await mailsTo('owner@example.com');
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail).toMatchObject({ salonId: DEMO_SALON_ID, subject: 'Your new password at Demo Salon' });
    const password = /^ {4}(\S+)$/m.exec(mail!.text)![1]!;
    expect(mail!.html).toContain('Demo Salon');
    expect(mail!.html).toContain(escapeHtml(password));
    await expect(loginAs(t.app, 'owner@example.com', password)).resolves.toMatchObject({ role: 'salon' });
  });
});
