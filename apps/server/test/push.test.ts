import { generateKeyPairSync } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import type { BatchResponse, MulticastMessage } from 'firebase-admin/messaging';
import { describe, expect, it } from 'vitest';
import type { Slot } from '@salon/api/availability/schemas';
import type { BookingConfirmation } from '@salon/api/booking/schemas';
import type { Device } from '@salon/api/devices/schemas';
import { deviceTokens, pushOutbox } from '../src/db/schema';
import { FcmPushTransport } from '../src/notifications/fcm-push-transport';
import { LogPushTransport } from '../src/notifications/log-push-transport';
import type { PushMessage } from '../src/notifications/push-notifier';
import { PushWorker, type PushWorkerOptions } from '../src/notifications/push-worker';
import type { PushDelivery, PushTransport, TokenOutcome } from '../src/notifications/push-transport';
import { DEMO_SALON_ID, DEMO_USER_IDS, SECOND_SALON_ID } from '../src/seed/demo-data';
import { call, injectAs } from './helper';
import { useSession, useTestApp } from './use-test-app';
import { createSlot, websiteBooking } from './booking-steps';

/*
 * Push delivery: the device calls of the mobile app, pushes queued in the transaction of their change,
 * and the push worker delivering through a fake transport (at the PushTransport interface), once, with
 * SKIP LOCKED between racing workers, removing invalid tokens and retrying with backoff.
 */
const API = '/api/v1';
const CLIENT = DEMO_USER_IDS.client;
const NOW = new Date('2026-12-01T11:00:00.000Z');

const t = useTestApp({}, { now: () => NOW });
const client = useSession(t, 'client@example.com');
const stylist = useSession(t, 'stylist@example.com');
const owner = useSession(t, 'owner@example.com');

let sequence = 0;
const newToken = () => `fcm-${(sequence += 1)}:APA91b${'x'.repeat(140)}`;

const register = (as: typeof client, token: string, platform = 'android', appId?: string | null) =>
  as<Device>({
    method: 'POST',
    url: `${API}/device/register-device`,
    payload: { token, platform, ...(appId === undefined ? {} : { appId }) },
  });
const remove = (as: typeof client, token: string) =>
  as({ method: 'POST', url: `${API}/device/remove-device`, payload: { token } });
const rowsOf = (token: string) =>
  t.container.db.select().from(deviceTokens).where(eq(deviceTokens.token, token));

/** A fake FCM at the transport interface: records each delivery and answers per token. */
function fakeTransport(
  answer: (token: string, push: PushDelivery) => TokenOutcome['status'] | Error = () => 'sent',
) {
  const deliveries: PushDelivery[] = [];
  const transport: PushTransport = {
    send: async (push) => {
      deliveries.push(push);
      await new Promise((resolve) => setTimeout(resolve, 2));
      return push.tokens.map((token) => {
        const status = answer(token, push);
        if (status instanceof Error) throw status;
        return status === 'error' ? { token, status, error: 'messaging/internal-error' } : { token, status };
      });
    },
    close: async () => {},
  };
  return { transport, deliveries };
}

const worker = (transport: PushTransport, options: Partial<PushWorkerOptions> = {}) =>
  new PushWorker({
    outbox: t.push.outbox,
    devices: t.repositories.devices,
    transport,
    retryDelayMs: () => 60_000,
    ...options,
  });

const pushTo = (userId: string, message: string, salonId = DEMO_SALON_ID): PushMessage => ({
  userId,
  salonId,
  senderId: DEMO_USER_IDS.owner,
  kind: 'message',
  message,
});
const rowOf = async (id: string) =>
  (await t.container.db.select().from(pushOutbox).where(eq(pushOutbox.id, id)))[0]!;
/** Marks everything queued so far as sent, so each test's worker sees only its own pushes. */
const settle = () =>
  t.container.db.update(pushOutbox).set({ status: 'sent' }).where(eq(pushOutbox.status, 'pending'));

describe('device tokens', () => {
  it('registers a token for the signed-in account; the same token again updates it', async () => {
    const token = newToken();
    const first = await register(client, token, 'android', 'com.demosalon.app');
    expect(first.statusCode, first.body.message).toBe(200);
    expect(first.body).toMatchObject({
      message: 'Device registered',
      data: { token, platform: 'android', appId: 'com.demosalon.app' },
    });
    const again = await register(client, token, 'ios', 'com.demosalon.ios');
    expect(again.body.data).toMatchObject({ token, platform: 'ios', appId: 'com.demosalon.ios' });
    expect(await rowsOf(token)).toMatchObject([
      { salonId: DEMO_SALON_ID, userId: CLIENT, platform: 'ios', appId: 'com.demosalon.ios' },
    ]);
  });

  it('moves a token to the account that registers it, in the same salon and across salons', async () => {
    const token = newToken();
    await register(client, token);
    expect((await register(stylist, token)).statusCode).toBe(200);
    expect(await rowsOf(token)).toMatchObject([{ salonId: DEMO_SALON_ID, userId: DEMO_USER_IDS.stylist }]);
    const owner2 = await injectAs(t.app, 'owner2@example.com');
    expect((await register(owner2, token)).statusCode).toBe(200);
    expect(await rowsOf(token)).toMatchObject([{ salonId: SECOND_SALON_ID, userId: DEMO_USER_IDS.owner2 }]);
  });

  it("removes the account's own token only; an unknown token is already gone", async () => {
    const mine = newToken();
    const theirs = newToken();
    await register(client, mine);
    await register(stylist, theirs);
    const removed = await remove(client, mine);
    expect(removed.statusCode).toBe(200);
    expect(removed.body.message).toBe('Device removed');
    expect(await rowsOf(mine)).toEqual([]);
    expect((await remove(client, theirs)).statusCode).toBe(200);
    expect(await rowsOf(theirs)).toHaveLength(1);
    expect((await remove(client, newToken())).statusCode).toBe(200);
  });

  it('refuses accounts without a salon, tokens with spaces and unknown platforms', async () => {
    const admin = await injectAs(t.app, 'admin@example.com');
    const refused = await register(admin, newToken());
    expect(refused.statusCode).toBe(403);
    expect(refused.body.message).toBe(
      'Only accounts of a salon can register a device for push notifications',
    );
    expect((await register(client, 'a token with spaces')).statusCode).toBe(400);
    expect((await register(client, newToken(), 'web')).statusCode).toBe(400);
    expect(
      (await call(t.app, { method: 'POST', url: `${API}/device/remove-device`, payload: { token: 'x' } }))
        .statusCode,
    ).toBe(401);
  });
});

describe('the push outbox', () => {
  it('queues in the transaction of the change: a rollback leaves no push', async () => {
    const before = (await t.pushes()).length;
    await t.database.db
      .transaction(async (tx) => {
        await t.push.send(pushTo(CLIENT, 'rolled back'), tx);
        throw new Error('roll back');
      })
      .catch(() => {});
    await t.database.db.transaction(async (tx) => {
      await t.push.send(pushTo(CLIENT, 'committed'), tx);
    });
    const queued = (await t.pushes()).slice(before);
    expect(queued.map((push) => push.message)).toEqual(['committed']);
    expect(queued[0]).toMatchObject({ status: 'pending', userId: CLIENT, salonId: DEMO_SALON_ID });
  });

  it('a notification send that fails after queueing its pushes leaves neither the record nor the pushes', async () => {
    const before = (await t.pushes()).length;
    const notifications = t.repositories.notifications;
    const listed = async () =>
      (await notifications.list({ salonId: DEMO_SALON_ID }, { pageNumber: 1, pageSize: 100 })).total;
    const records = await listed();
    await expect(
      notifications.create(
        { salonId: DEMO_SALON_ID },
        { senderId: DEMO_USER_IDS.owner, target: 'all', title: 'x', body: 'x', recipientCount: 1 },
        async (tx) => {
          await t.push.sendAll([pushTo(CLIENT, 'never')], tx);
          throw new Error('the send fails after its pushes were queued');
        },
      ),
    ).rejects.toThrow('the send fails');
    expect((await t.pushes()).length).toBe(before);
    expect(await listed()).toBe(records);
  });

  it('a booking confirmation pushes to a client with a device, in the booking transaction; not to one without', async () => {
    const token = newToken();
    await register(client, token);
    const slot = (time: string) => createSlot(owner, '2026-12-03', time);
    const book = (s: Slot, email: string, token?: string) =>
      call<BookingConfirmation>(t.app, {
        method: 'POST',
        url: `${API}/public/appointment/add-appointment-from-website`,
        payload: websiteBooking(s, '2026-12-03', { name: 'Chris Walker', email }),
        ...(token ? { headers: { token } } : {}),
      });
    const before = (await t.pushes()).length;
    // Signed in: a guest booking with a customer's e-mail stays a guest's until claimed (issue 23).
    const booked = await book(await slot('18:00'), 'client@example.com', client.info.token);
    expect(booked.statusCode, booked.body.message).toBe(200);
    const guest = await book(await slot('19:00'), 'grace.miller@example.com');
    expect(guest.statusCode, guest.body.message).toBe(200);
    // The client's pushes (the stylist's app hears of each booking too: salon-notices.test.ts).
    const queued = (await t.pushes()).slice(before).filter((push) => push.userId !== DEMO_USER_IDS.stylist);
    expect(queued).toEqual([
      expect.objectContaining({
        kind: 'booking',
        userId: CLIENT,
        salonId: DEMO_SALON_ID,
        senderId: null,
        title: 'Booking received: Demo Salon',
        data: { type: 'booking', appointmentId: booked.body.data._id },
      }),
    ]);
    expect(queued[0]!.message).toContain(booked.body.data.appointmentId);
  });
});

describe('the push worker', () => {
  it('delivers once to every device of the account, then erases the text', async () => {
    await settle();
    const [a, b] = [newToken(), newToken()];
    await register(stylist, a);
    await register(stylist, b, 'ios');
    const sent = await t.push.send({ ...pushTo(DEMO_USER_IDS.stylist, 'Hello'), title: 'Team' });
    const { transport, deliveries } = fakeTransport();
    const w = worker(transport);
    expect(await w.runOnce()).toEqual({ sent: 1, retried: 0, failed: 0 });
    expect(await w.runOnce()).toEqual({ sent: 0, retried: 0, failed: 0 });
    expect(deliveries).toHaveLength(1);
    expect(deliveries[0]).toMatchObject({ id: sent.id, title: 'Team', body: 'Hello' });
    const devices = await t.repositories.devices.tokensOf(DEMO_SALON_ID, DEMO_USER_IDS.stylist);
    expect(devices).toEqual(expect.arrayContaining([a, b]));
    expect(new Set(deliveries[0]!.tokens)).toEqual(new Set(devices));
    expect(await rowOf(sent.id)).toMatchObject({
      status: 'sent',
      deviceCount: devices.length,
      body: '',
      title: null,
      attempts: 1,
    });
  });

  it('two workers claiming at the same time deliver every push exactly once', async () => {
    await settle();
    const pushes = Array.from({ length: 40 }, (_, i) => pushTo(CLIENT, `bulk ${i}`));
    await t.push.sendAll(pushes);
    const { transport, deliveries } = fakeTransport();
    const a = worker(transport, { batchSize: 7 });
    const b = worker(transport, { batchSize: 7 });
    const drain = async (w: PushWorker) => {
      for (;;) if ((await w.runOnce()).sent === 0) return;
    };
    await Promise.all([drain(a), drain(b), drain(a), drain(b)]);
    expect(deliveries.map((push) => push.body).sort()).toEqual(pushes.map((push) => push.message).sort());
    const rows = (await t.push.outbox.list()).filter((row) => row.userId === CLIENT && row.attempts > 0);
    expect(rows).toHaveLength(40);
    expect(rows.every((row) => row.status === 'sent' && row.attempts === 1)).toBe(true);
  });

  it('deletes the tokens FCM reports invalid and counts the push delivered to the others', async () => {
    await settle();
    const [good, gone] = [newToken(), newToken()];
    await register(owner, good);
    await register(owner, gone);
    const sent = await t.push.send(pushTo(DEMO_USER_IDS.owner, 'Invalid one'));
    const { transport } = fakeTransport((token) => (token === gone ? 'invalid' : 'sent'));
    expect(await worker(transport).runOnce()).toEqual({ sent: 1, retried: 0, failed: 0 });
    expect(await rowsOf(gone)).toEqual([]);
    expect(await rowsOf(good)).toHaveLength(1);
    expect(await rowOf(sent.id)).toMatchObject({ status: 'sent', deviceCount: 1 });
  });

  it('retries with backoff when FCM fails, sends only to the devices not reached, and gives up after the last attempt', async () => {
    await settle();
    const manager = await injectAs(t.app, 'manager@example.com');
    const [ok, flaky] = [newToken(), newToken()];
    await register(manager, ok);
    await register(manager, flaky);
    const sent = await t.push.send(pushTo(manager.info._id, 'Flaky'));
    let down = true;
    const { transport, deliveries } = fakeTransport((token) => (token === flaky && down ? 'error' : 'sent'));
    const delays: number[] = [];
    const w = worker(transport, {
      maxAttempts: 3,
      retryDelayMs: (attempt) => {
        delays.push(attempt);
        return 0;
      },
    });
    expect(await w.runOnce()).toEqual({ sent: 0, retried: 1, failed: 0 });
    expect(await rowOf(sent.id)).toMatchObject({
      status: 'pending',
      attempts: 1,
      deliveredTokens: [ok],
      lastError: '1 device(s) failed: messaging/internal-error',
    });
    down = false;
    expect(await w.runOnce()).toEqual({ sent: 1, retried: 0, failed: 0 });
    expect(deliveries.map((push) => push.tokens)).toEqual([expect.arrayContaining([ok, flaky]), [flaky]]);
    expect(await rowOf(sent.id)).toMatchObject({ status: 'sent', deviceCount: 2, attempts: 2 });
    expect(delays).toEqual([1]);

    // A whole call failing (network, credentials): backed off with the real delay, then failed.
    const failing = await t.push.send(pushTo(manager.info._id, 'Never'));
    const broken = fakeTransport(() => new Error('ECONNRESET socket hang up')).transport;
    const slow = worker(broken, { maxAttempts: 2, retryDelayMs: undefined });
    const startedAt = Date.now();
    expect(await slow.runOnce()).toEqual({ sent: 0, retried: 1, failed: 0 });
    const waiting = await rowOf(failing.id);
    const wait = waiting.nextAttemptAt.getTime() - startedAt;
    expect(wait).toBeGreaterThan(20_000);
    expect(wait).toBeLessThan(40_000);
    expect(waiting.lastError).toContain('ECONNRESET');
    await t.container.db
      .update(pushOutbox)
      .set({ nextAttemptAt: new Date(0) })
      .where(and(eq(pushOutbox.salonId, DEMO_SALON_ID), eq(pushOutbox.id, failing.id)));
    expect(await slow.runOnce()).toEqual({ sent: 0, retried: 0, failed: 1 });
    expect(await rowOf(failing.id)).toMatchObject({ status: 'failed', attempts: 2 });
  });
});

describe('the transports', () => {
  const delivery: PushDelivery = {
    id: 'a0000000-0000-4000-8000-000000000001',
    salonId: DEMO_SALON_ID,
    userId: CLIENT,
    title: 'Private title',
    body: 'Private body',
    data: { appointmentId: 'x' },
    tokens: ['t1', 't2', 't3'],
  };

  it('the log transport writes one line of ids, without the text or the tokens, and counts it sent', async () => {
    const lines: string[] = [];
    const outcomes = await new LogPushTransport((line) => lines.push(line)).send(delivery);
    expect(outcomes.map((outcome) => outcome.status)).toEqual(['sent', 'sent', 'sent']);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain(delivery.id);
    expect(lines[0]).toContain(CLIENT);
    expect(lines[0]).not.toMatch(/Private|t1/);
  });

  it('the FCM transport starts from a service-account file (no network until a send) and closes', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'salon-fcm-'));
    try {
      const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
      const file = join(dir, 'service-account.json');
      await writeFile(
        file,
        JSON.stringify({
          type: 'service_account',
          project_id: 'salon-test',
          private_key: privateKey.export({ type: 'pkcs8', format: 'pem' }),
          client_email: 'push@salon-test.iam.gserviceaccount.com',
        }),
      );
      const fcm = FcmPushTransport.fromServiceAccountFile(file);
      expect(await fcm.send({ ...delivery, tokens: [] })).toEqual([]);
      await fcm.close();
      expect(() => FcmPushTransport.fromServiceAccountFile(join(dir, 'missing.json'))).toThrow();
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('the FCM transport maps each answer of firebase-admin to the outcome of its token', async () => {
    const sent: MulticastMessage[] = [];
    const fcm = new FcmPushTransport({
      sendEachForMulticast: async (message) => {
        sent.push(message);
        const error = (code: string) => ({ success: false, error: { code, message: code } });
        return {
          successCount: 1,
          failureCount: 2,
          responses: [
            { success: true, messageId: 'm1' },
            error('messaging/registration-token-not-registered'),
            error('messaging/server-unavailable'),
          ],
        } as unknown as BatchResponse;
      },
    });
    expect(await fcm.send(delivery)).toEqual([
      { token: 't1', status: 'sent' },
      { token: 't2', status: 'invalid' },
      { token: 't3', status: 'error', error: 'messaging/server-unavailable messaging/server-unavailable' },
    ]);
    expect(sent[0]).toMatchObject({
      tokens: ['t1', 't2', 't3'],
      notification: { title: 'Private title', body: 'Private body' },
      data: { appointmentId: 'x', pushId: delivery.id },
    });
  });
});
