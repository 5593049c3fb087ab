import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Appointment } from '@salon/api/availability/schemas';
import { buildApp } from '../src/app';
import { createContainer, type Container } from '../src/container';
import { openDatabase, type DatabaseHandle } from '../src/db/client';
import { migrateDatabase } from '../src/db/migrate';
import { startReminderJob } from '../src/jobs/reminders';
import type { Mail } from '../src/mail/mailer';
import { OutboxMailer } from '../src/mail/outbox-mailer';
import { ReminderRepository } from '../src/modules/reminders/repository';
import { OutboxPushNotifier } from '../src/notifications/outbox-push-notifier';
import { NO_RATE_LIMITS } from '../src/http/rate-limit';
import { DEMO_SALON_ID, DEMO_USER_IDS } from '../src/seed/demo-data';
import { seedDemoData } from '../src/seed/seed';
import { serviceCategoryId, subServiceId } from '../src/seed/services-videos';
import { injectAs, TEST_JWT_SECRET, testStorage } from './helper';
import { createScratchDatabase, type ScratchDatabase } from './scratch-database';

/*
 * Reminders with two server instances on one PostgreSQL database (issue 21), under a moved clock: each
 * instance has its own pool, outbox mailer and reminder job, and both claim at once. Every reminder goes to
 * the outbox exactly once, none for a cancelled visit, a moved one only for its new time, none for a
 * window a booking was made in; a claim that crashes mid-way leaves its reminders for the next one, and
 * an instance started after a restart sends what was planned before it. Clock starts Tuesday 1 December
 * 2026, 06:00 in New York.
 */
const url = process.env.DATABASE_URL;
const API = '/api/v1';
const STELLA = DEMO_USER_IDS.stylist;
const JAMES = '0e5e0000-0000-4000-8000-000000000010';
let now = new Date('2026-12-01T11:00:00.000Z');

/** One server instance: its own pool, outbox mailer, container (sharing the moved clock) and app. */
interface Instance {
  handle: DatabaseHandle;
  container: Container;
  close(): Promise<void>;
}

async function instance(
  dbUrl: string,
  mailer?: (db: DatabaseHandle['db']) => OutboxMailer,
): Promise<Instance> {
  const handle = await openDatabase({ kind: 'postgres', url: dbUrl });
  const container = createContainer({
    db: handle.db,
    jwtSecret: TEST_JWT_SECRET,
    sessionTtlSeconds: 3600,
    storageDir: testStorage.folder,
    storage: testStorage,
    mailer: mailer ? mailer(handle.db) : new OutboxMailer(handle.db),
    push: new OutboxPushNotifier(handle.db),
    now: () => now,
  });
  return { handle, container, close: () => handle.close() };
}

/** An outbox mailer that fails on its `failAt`-th message: a crash in the middle of a claim. */
class CrashingMailer extends OutboxMailer {
  private count = 0;
  constructor(
    db: DatabaseHandle['db'],
    private readonly failAt: number,
  ) {
    super(db);
  }
  override async send(mail: Mail, tx?: DatabaseHandle['db']): Promise<void> {
    this.count += 1;
    if (this.count === this.failAt) throw new Error('instance crashed mid-claim');
    await super.send(mail, tx);
  }
}

describe.runIf(url)('reminders with two instances on PostgreSQL', () => {
  let scratch: ScratchDatabase;
  let a: Instance;
  let b: Instance;
  let app: Awaited<ReturnType<typeof buildApp>>;
  let owner: Awaited<ReturnType<typeof injectAs>>;

  beforeAll(async () => {
    scratch = await createScratchDatabase(url!, 'test');
    a = await instance(scratch.url);
    await migrateDatabase(a.handle);
    await seedDemoData(a.handle.db, testStorage, now);
    b = await instance(scratch.url);
    app = await buildApp({ container: a.container, validateResponses: true, rateLimits: NO_RATE_LIMITS });
    await app.ready();
    owner = await injectAs(app, 'owner@example.com');
  }, 120_000);

  afterAll(async () => {
    await app?.close();
    await a?.close();
    await b?.close();
    await scratch?.drop();
  });

  const form = (stylistId: string, date: string, startTime: string, email: string) => ({
    stylistId,
    date,
    startTime,
    service: serviceCategoryId(1),
    subService: subServiceId(3),
    requiredTime: 30,
    name: 'Reminder Client',
    email,
    phone: '2125550188',
    gender: 'female',
  });

  async function add(stylistId: string, date: string, startTime: string, email: string): Promise<string> {
    const answer = await owner<Appointment>({
      method: 'POST',
      url: `${API}/appointment/add-appointment-dashboard`,
      payload: form(stylistId, date, startTime, email),
    });
    expect(answer.statusCode, `${date} ${startTime}: ${answer.body.message}`).toBe(200);
    return answer.body.data._id;
  }

  /** Reminder e-mails in the shared outbox, per recipient. */
  async function remindersByRecipient(): Promise<Map<string, string[]>> {
    const rows = await (a.container.mailer as OutboxMailer).outbox.list();
    const by = new Map<string, string[]>();
    for (const row of rows) {
      if (!row.subject.startsWith('Reminder:')) continue;
      by.set(row.recipient, [...(by.get(row.recipient) ?? []), row.subject]);
    }
    return by;
  }

  const planOf = (id: string) => new ReminderRepository(a.handle.db).listFor(DEMO_SALON_ID, id);

  it('two instances send each reminder exactly once; none for a cancelled visit; a moved one for its new time', async () => {
    // 72 visits on Monday 21 December, 06:00 to 23:30, with Stella and James: more than one claim's batch.
    const times = Array.from({ length: 36 }, (_, i) => {
      const minutes = 6 * 60 + i * 30;
      return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
    });
    const visits: Array<{ id: string; email: string }> = [];
    for (const [s, stylistId] of [STELLA, JAMES].entries()) {
      for (const time of times) {
        const email = `visit.${s}.${time.replace(':', '')}@example.com`;
        visits.push({ id: await add(stylistId, '2026-12-21', time, email), email });
      }
    }
    // One cancelled, one moved to Wednesday 23 December at 10:00, one booked inside its 24-hour window.
    const [cancelled, moved] = [visits[0]!, visits[1]!];
    const cancel = await owner({
      method: 'PATCH',
      url: `${API}/appointment/change-status-of-appointment?id=${cancelled.id}`,
      payload: { status: 'canceled' },
    });
    expect(cancel.statusCode, cancel.body.message).toBe(200);
    const move = await owner({
      method: 'PATCH',
      url: `${API}/appointment/update-appointment-dashboard/${moved.id}`,
      payload: form(STELLA, '2026-12-23', '10:00', moved.email),
    });
    expect(move.statusCode, move.body.message).toBe(200);
    expect(await planOf(cancelled.id)).toEqual([]);
    now = new Date('2026-12-21T06:00:00.000Z'); // Monday 01:00 in New York
    const inside = await add(STELLA, '2026-12-21', '05:00', 'inside.window@example.com');
    expect((await planOf(inside)).map((row) => row.kind)).toEqual(['2h']);

    // Sunday 20 December, 23:45 in New York: every 24-hour reminder of Monday is due, no 2-hour one.
    now = new Date('2026-12-21T04:45:00.000Z');
    // Both instances' jobs run at once, twice over, and their periodic jobs too.
    const log = { lines: [] as string[], info: (line: string) => void log.lines.push(line), error: () => {} };
    const stops = [a, b].map((i) => startReminderJob(i.container.services.reminders, log, 5));
    const rounds = await Promise.all([
      a.container.services.reminders.sendDue(),
      b.container.services.reminders.sendDue(),
      a.container.services.reminders.sendDue(),
      b.container.services.reminders.sendDue(),
    ]);
    await Promise.all(stops.map((stop) => stop()));

    const sentByRounds = rounds.reduce((sum, round) => sum + round.sent, 0);
    const sentByJobs = log.lines
      .map((line) => /Reminders: (\d+) sent/.exec(line))
      .reduce((sum, match) => sum + (match ? Number(match[1]) : 0), 0);
    const expected = visits.length - 2; // all but the cancelled and the moved one
    expect(sentByRounds + sentByJobs).toBe(expected);
    const by = await remindersByRecipient();
    for (const visit of visits.slice(2)) expect(by.get(visit.email), visit.email).toHaveLength(1);
    expect(by.get(cancelled.email)).toBeUndefined();
    expect(by.get(moved.email)).toBeUndefined();
    expect(by.get('inside.window@example.com')).toBeUndefined();

    // The moved visit's own 24 hours before: Tuesday 22 December, 10:00 in New York.
    now = new Date('2026-12-22T15:00:00.000Z');
    await Promise.all([a.container.services.reminders.sendDue(), b.container.services.reminders.sendDue()]);
    const after = await remindersByRecipient();
    expect(after.get(moved.email)).toEqual([
      expect.stringContaining('Wednesday, December 23, 2026 at 10:00 AM'),
    ]);
    expect(after.get(cancelled.email)).toBeUndefined();
  }, 120_000);

  it('a claim that crashes leaves its reminders pending; an instance started after a restart sends each once', async () => {
    // Switch the 2-hour reminder on, and plan two more visits on Thursday 24 December.
    const saved = await owner({
      method: 'POST',
      url: `${API}/reminders/update-settings`,
      payload: { remind24h: true, remind2h: true },
    });
    expect(saved.statusCode, saved.body.message).toBe(200);
    now = new Date('2026-12-21T15:00:00.000Z');
    const first = await add(STELLA, '2026-12-24', '12:00', 'restart.one@example.com');
    const second = await add(STELLA, '2026-12-24', '13:00', 'restart.two@example.com');

    // B restarts: the old instance goes, a new one crashes on its second e-mail (mid-claim), rolls back.
    await b.close();
    const crashing = await instance(scratch.url, (db) => new CrashingMailer(db, 2));
    now = new Date('2026-12-23T18:30:00.000Z'); // 24-hour reminders of both due
    await expect(crashing.container.services.reminders.sendDue()).rejects.toThrow(
      'instance crashed mid-claim',
    );
    expect((await planOf(first)).map((row) => row.status)).toEqual(['pending', 'pending']);
    await crashing.close();

    // Started again: it sends both 24-hour reminders, once; the 2-hour ones later, once.
    b = await instance(scratch.url);
    await Promise.all([b.container.services.reminders.sendDue(), a.container.services.reminders.sendDue()]);
    now = new Date('2026-12-24T16:30:00.000Z'); // 11:30 in New York: both 2-hour reminders due
    await Promise.all([b.container.services.reminders.sendDue(), a.container.services.reminders.sendDue()]);
    await b.container.services.reminders.sendDue();
    const by = await remindersByRecipient();
    expect(by.get('restart.one@example.com')).toHaveLength(2);
    expect(by.get('restart.two@example.com')).toHaveLength(2);
    expect((await planOf(second)).map((row) => [row.kind, row.status])).toEqual([
      ['24h', 'sent'],
      ['2h', 'sent'],
    ]);
  }, 120_000);
});
