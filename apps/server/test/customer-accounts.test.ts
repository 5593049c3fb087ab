import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { SIGNUP_CHECK_EMAIL, type UserInfo } from '@salon/api/auth/schemas';
import {
  ACCOUNT_CREATED,
  ACCOUNT_LINK_INVALID,
  FORGOT_TOO_MANY,
  NOT_A_CUSTOMER_CODE,
  PASSWORD_ASSISTANCE_SENT,
  PASSWORD_SET,
  REGISTER_TOO_MANY,
  RESET_LINK_INVALID,
  RESET_TOO_MANY,
} from '@salon/api/customer-accounts/schemas';
import { passwordResets, sessions, users } from '../src/db/schema';
import { hashResetToken } from '../src/modules/accounts/password-reset-service';
import { RATE_LIMITS, type LimitRule } from '../src/http/rate-limit';
import { DEMO_SALON_ID, SECOND_SALON_ID } from '../src/seed/demo-data';
import { call, DEMO_PASSWORD } from './helper';
import { useTestApp } from './use-test-app';

const API = '/api/v1';
const NEW_PASSWORD = 'Fresh8$pass';

const t = useTestApp();
afterEach(() => {
  t.container.clock.now = () => new Date();
});

let sequence = 0;
/** A new visitor's details: e-mails and phones no other test uses. */
function visitor(overrides: Record<string, unknown> = {}) {
  sequence += 1;
  return {
    name: 'Nora Visitor',
    email: `nora.visitor${sequence}@accounts.example.com`,
    phone: String(7185550400 + sequence),
    password: 'Visitor8$pass',
    gender: 'female',
    ...overrides,
  };
}

const register = (payload: unknown, salon = 'demo-salon', remoteAddress?: string) =>
  call<UserInfo>(t.app, {
    method: 'POST',
    url: `${API}/website/register-user?name=${salon}`,
    payload: payload as Record<string, unknown>,
    ...(remoteAddress ? { remoteAddress } : {}),
  });
const siteLogin = (email: string, password: string, salon: string | null = 'demo-salon') =>
  call<UserInfo>(t.app, {
    method: 'POST',
    url: `${API}/users/login${salon ? `?name=${salon}` : ''}`,
    payload: { email, password },
  });
const forgot = (email: unknown, salon = 'demo-salon', remoteAddress?: string) =>
  call<null>(t.app, {
    method: 'PATCH',
    url: `${API}/users/forgot-password?name=${salon}`,
    payload: { email } as Record<string, unknown>,
    ...(remoteAddress ? { remoteAddress } : {}),
  });
const reset = (payload: unknown, remoteAddress?: string) =>
  call<null>(t.app, {
    method: 'POST',
    url: `${API}/users/reset-password`,
    payload: payload as Record<string, unknown>,
    ...(remoteAddress ? { remoteAddress } : {}),
  });

async function mailsTo(email: string) {
  return (await t.mails()).filter((mail) => mail.to === email.toLowerCase());
}

/** The token of the newest reset link e-mailed to `email`. */
async function linkTokenOf(email: string): Promise<string> {
  const mails = await mailsTo(email);
  const link = /\/salon\/demo-salon\/reset-password\?token=([A-Za-z0-9_-]{43})/.exec(
    mails.at(-1)?.text ?? '',
  );
  if (!link) throw new Error(`No reset link e-mailed to ${email}`);
  return link[1]!;
}

async function userCount(): Promise<number> {
  return (await t.container.db.select({ id: users.id }).from(users)).length;
}

/** The token of the newest sign-up link e-mailed to `email` (a round of the workers first). */
async function signupTokenOf(email: string, salon = 'demo-salon'): Promise<string> {
  const mails = await mailsTo(email);
  const link = new RegExp(`/salon/${salon}/activate\\?token=([A-Za-z0-9_-]{43})`).exec(
    mails.at(-1)?.text ?? '',
  );
  if (!link) throw new Error(`No sign-up link e-mailed to ${email}`);
  return link[1]!;
}

const activate = (token: string) =>
  call<UserInfo>(t.app, { method: 'POST', url: `${API}/website/activate-account`, payload: { token } });

/** Create Account, then the e-mailed link: the new customer's session (what the link's page keeps). */
async function createCustomer(details: Record<string, unknown>, salon = 'demo-salon') {
  const asked = await register(details, salon);
  expect(asked.statusCode).toBe(200);
  const answer = await activate(await signupTokenOf(String(details.email), salon));
  expect(answer.statusCode).toBe(200);
  return answer;
}

describe('Create Account (POST /website/register-user)', () => {
  it('e-mails a link that creates a client of the named salon and signs them in', async () => {
    const details = visitor({ email: 'Nora.Mixed@Accounts.Example.com' });
    const before = await userCount();
    const asked = await register(details);
    expect(asked.statusCode).toBe(200);
    expect(asked.body).toMatchObject({ status: true, message: SIGNUP_CHECK_EMAIL, data: null });
    // Nothing exists until the link is followed.
    expect(await userCount()).toBe(before);
    const [mail] = await mailsTo('nora.mixed@accounts.example.com');
    expect(mail).toMatchObject({
      salonId: DEMO_SALON_ID,
      subject: 'Finish creating your account at Demo Salon',
    });
    expect(mail!.text).toContain('within 24 hours');

    const answer = await activate(await signupTokenOf('nora.mixed@accounts.example.com'));
    expect(answer.statusCode).toBe(200);
    expect(answer.body.message).toBe(ACCOUNT_CREATED);
    expect(answer.body.data).toMatchObject({
      role: 'user',
      name: 'Nora Visitor',
      email: 'nora.mixed@accounts.example.com',
      salon: { _id: DEMO_SALON_ID, name: 'Demo Salon' },
    });
    // The answer is a live session: the profile holds what the booking form is prefilled with.
    const profile = await call<{ phone: string; gender: string }>(t.app, {
      method: 'GET',
      url: `${API}/users/get-user`,
      headers: { token: answer.body.data.token },
    });
    expect(profile.body.data).toMatchObject({ phone: details.phone, gender: 'female' });
    expect((await siteLogin(details.email as string, details.password as string)).statusCode).toBe(200);
  });

  it('uses a link once, refuses an expired one, and stores only its SHA-256', async () => {
    const details = visitor();
    const start = Date.now();
    t.container.clock.now = () => new Date(start);
    await register(details);
    const token = await signupTokenOf(details.email);
    const rows = await t.container.signupRequests.queue.list();
    expect(JSON.stringify(rows)).not.toContain(token);
    expect(rows.some((row) => row.tokenHash === hashResetToken(token))).toBe(true);

    t.container.clock.now = () => new Date(start + 25 * 3_600_000);
    const late = await activate(token);
    expect(late.statusCode).toBe(400);
    expect(late.body.message).toBe(ACCOUNT_LINK_INVALID);

    t.container.clock.now = () => new Date(start + 23 * 3_600_000);
    expect((await activate(token)).statusCode).toBe(200);
    const again = await activate(token);
    expect(again.statusCode).toBe(400);
    expect(again.body.message).toBe(ACCOUNT_LINK_INVALID);
    // The used request keeps no password hash or details.
    const used = (await t.container.signupRequests.queue.list()).find(
      (row) => row.tokenHash === hashResetToken(token),
    );
    expect(used).toMatchObject({ email: '', passwordHash: '', phone: '' });
  });

  it('needs no gender (the spec payload is name, email, phone, password)', async () => {
    const { gender: _gender, ...details } = visitor();
    const answer = await createCustomer(details, 'second-salon');
    expect(answer.body.data.salon?._id).toBe(SECOND_SALON_ID);
  });

  it('answers the same for a known and an unknown e-mail; the known one is told it has an account', async () => {
    // The request's work is the same either way: a password hash and one queued row, no lookup.
    const effects = async (details: Record<string, unknown>) => {
      const counts = async () => ({
        requests: (await t.container.signupRequests.queue.list()).length,
        users: await userCount(),
        mails: (await t.mailer.outbox.list()).length,
      });
      const before = await counts();
      const answer = await register(details);
      const after = await counts();
      return {
        answer: [answer.statusCode, answer.body],
        requests: after.requests - before.requests,
        users: after.users - before.users,
        mails: after.mails - before.mails,
      };
    };
    const customer = visitor();
    await createCustomer(customer);
    const known = await effects(visitor({ email: customer.email }));
    const unknown = await effects(visitor());
    expect(known).toEqual({
      answer: [200, { status: true, message: SIGNUP_CHECK_EMAIL, data: null }],
      requests: 1,
      users: 0,
      mails: 0,
    });
    expect(unknown).toEqual(known);

    // The worker's round: the customer of this salon gets "you have an account" with a sign-in link and
    // a working reset link; nothing of the request is kept.
    const [exists] = (await mailsTo(customer.email)).slice(-1);
    expect(exists).toMatchObject({ subject: 'You already have an account at Demo Salon' });
    expect(exists!.text).toContain('http://localhost:3000/salon/demo-salon/login');
    expect(
      (await reset({ token: await linkTokenOf(customer.email), password: NEW_PASSWORD })).statusCode,
    ).toBe(200);
    const handled = (await t.container.signupRequests.queue.list()).at(-2)!;
    expect(handled).toMatchObject({ status: 'sent', email: '', passwordHash: '', tokenHash: null });

    // Staff, or another salon's client: the same answer, and the same kind of e-mail (its reset link is
    // the site's sign-in page with Password assistance).
    for (const email of ['owner@example.com', 'felix.wagner@example.com']) {
      const answer = await register(visitor({ email }));
      expect(answer.statusCode).toBe(200);
      expect(answer.body.message).toBe(SIGNUP_CHECK_EMAIL);
      const [mail] = (await mailsTo(email)).slice(-1);
      expect(mail!.subject).toBe('You already have an account at Demo Salon');
      expect(mail!.text).not.toContain('/activate?token=');
    }
  });

  it('claims an account a guest booking created through the reset link of the e-mail', async () => {
    // What a guest booking with isNewUser leaves: a client of the salon without a password of theirs.
    const guest = visitor();
    await t.repositories.accounts.create({
      salonId: DEMO_SALON_ID,
      role: 'user',
      name: guest.name,
      email: guest.email,
      phone: guest.phone,
      passwordHash: 'scrypt$no-password-set',
      platform: 'web',
    });
    const again = await register(guest);
    expect(again.statusCode).toBe(200);
    expect(again.body.message).toBe(SIGNUP_CHECK_EMAIL);
    expect((await reset({ token: await linkTokenOf(guest.email), password: NEW_PASSWORD })).statusCode).toBe(
      200,
    );
    expect((await siteLogin(guest.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('answers 409 at the link for a phone taken in this salon meanwhile, and keeps the link', async () => {
    const first = visitor();
    await createCustomer(first);
    const second = visitor({ phone: first.phone });
    await register(second);
    const token = await signupTokenOf(second.email);
    const taken = await activate(token);
    expect(taken.statusCode).toBe(409);
    expect(taken.body.message).toBe('An account with this phone number already exists in this salon');
    // The same phone is free in another salon.
    await createCustomer(visitor({ phone: first.phone }), 'second-salon');
  });

  it('answers 404 for an unknown or disabled salon', async () => {
    expect((await register(visitor(), 'no-such-salon')).statusCode).toBe(404);
    await t.repositories.salons.setActive(SECOND_SALON_ID, false);
    try {
      const answer = await register(visitor(), 'second-salon');
      expect(answer.statusCode).toBe(404);
      expect(answer.body.message).toBe('Salon not found');
    } finally {
      await t.repositories.salons.setActive(SECOND_SALON_ID, true);
    }
  });

  it('answers 400 with a message for bad input and creates nothing', async () => {
    const before = await userCount();
    const cases: unknown[] = [
      visitor({ password: 'Abc12!x' }), // 7 characters: the old check let them pass
      visitor({ password: 'abcdefgh' }), // no digit, no symbol
      visitor({ email: 'not-an-email' }),
      visitor({ phone: '12345' }),
      visitor({ name: '   ' }),
      visitor({ gender: 'robot' }),
      visitor({ name: 'Nul\u0000Byte' }),
      visitor({ role: 'admin' }), // no extra fields (no role escalation)
      { ...visitor(), nested: JSON.parse('['.repeat(40) + ']'.repeat(40)) as unknown },
      [visitor()],
    ];
    for (const payload of cases) {
      const answer = await register(payload);
      expect(answer.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(answer.body.status).toBe(false);
      expect(answer.body.message).toBeTruthy();
    }
    for (const raw of ['{"name": "Nora", "email":', '"garbage"', 'null']) {
      const answer = await call(t.app, {
        method: 'POST',
        url: `${API}/website/register-user?name=demo-salon`,
        headers: { 'content-type': 'application/json' },
        payload: raw,
      });
      expect(answer.statusCode, raw).toBe(400);
    }
    const badName = await call(t.app, {
      method: 'POST',
      url: `${API}/website/register-user?name=demo%00salon`,
      payload: visitor(),
    });
    expect(badName.statusCode).toBe(400);
    expect(await userCount()).toBe(before);
  });
});

describe('sign-in on a salon site (POST /users/login?name=)', () => {
  it('lets the customers of this salon in', async () => {
    const answer = await siteLogin('client@example.com', DEMO_PASSWORD);
    expect(answer.statusCode).toBe(200);
    expect(answer.body.data).toMatchObject({ role: 'user', salon: { _id: DEMO_SALON_ID } });
  });

  it('refuses staff and other salons’ customers with a clear message and no session', async () => {
    const sessionsBefore = (await t.container.db.select({ id: sessions.id }).from(sessions)).length;
    for (const [email, salon] of [
      ['owner@example.com', 'demo-salon'],
      ['stylist@example.com', 'demo-salon'],
      ['admin@example.com', 'demo-salon'],
      ['client@example.com', 'second-salon'],
    ] as const) {
      const answer = await siteLogin(email, DEMO_PASSWORD, salon);
      expect(answer.statusCode, `${email} at ${salon}`).toBe(403);
      expect(answer.body.code).toBe(NOT_A_CUSTOMER_CODE);
      expect(answer.body.message).toBe(
        `Only customers of ${salon === 'demo-salon' ? 'Demo Salon' : 'Second Salon'} can sign in here`,
      );
    }
    expect((await t.container.db.select({ id: sessions.id }).from(sessions)).length).toBe(sessionsBefore);
  });

  it('keeps wrong passwords at 401, unknown salons at 404, and the dashboard sign-in as it was', async () => {
    expect((await siteLogin('client@example.com', 'Wrong8$pass')).statusCode).toBe(401);
    expect((await siteLogin('owner@example.com', 'Wrong8$pass')).statusCode).toBe(401);
    expect((await siteLogin('client@example.com', DEMO_PASSWORD, 'no-such-salon')).statusCode).toBe(404);
    expect((await siteLogin('client@example.com', DEMO_PASSWORD, 'bad%20name')).statusCode).toBe(400);
    expect((await siteLogin('owner@example.com', DEMO_PASSWORD, null)).body.data.role).toBe('salon');
  });
});

describe('password assistance (PATCH /users/forgot-password) and Set a new password', () => {
  it('answers the same for an unknown e-mail, staff and other salons, and e-mails only this salon’s customers', async () => {
    const before = (await t.mails()).length;
    for (const email of ['nobody@accounts.example.com', 'owner@example.com', 'felix.wagner@example.com']) {
      const answer = await forgot(email);
      expect(answer.statusCode).toBe(200);
      expect(answer.body).toMatchObject({ status: true, message: PASSWORD_ASSISTANCE_SENT, data: null });
    }
    expect((await t.mails()).length).toBe(before);

    const answer = await forgot('Grace.Miller@example.com');
    expect(answer.statusCode).toBe(200);
    expect(answer.body.message).toBe(PASSWORD_ASSISTANCE_SENT);
    const [mail] = await mailsTo('grace.miller@example.com');
    expect(mail).toMatchObject({ salonId: DEMO_SALON_ID, subject: 'Reset your password at Demo Salon' });
    expect(mail!.text).toContain('within 1 hour');
    expect(mail!.html).toContain('/salon/demo-salon/reset-password?token=');
  });

  it('does the same work for a known and an unknown e-mail: one queued request, the link comes later', async () => {
    // The answer's time cannot tell the e-mails apart: the request path only writes a request row,
    // whatever the e-mail; the lookup, the link and the mail are the worker's (accounts/password-requests.ts).
    const effects = async (email: string) => {
      const counts = async () => ({
        requests: (await t.container.passwordRequests.queue.list()).length,
        links: (await t.container.db.select().from(passwordResets)).length,
        mails: (await t.mailer.outbox.list()).length,
      });
      const before = await counts();
      const answer = await forgot(email);
      const after = await counts();
      return {
        answer: [answer.statusCode, answer.body.message],
        requests: after.requests - before.requests,
        links: after.links - before.links,
        mails: after.mails - before.mails,
      };
    };
    const customer = visitor();
    await createCustomer(customer);
    const known = await effects(customer.email);
    const unknown = await effects('nobody.else@accounts.example.com');
    expect(known).toEqual({ answer: [200, PASSWORD_ASSISTANCE_SENT], requests: 1, links: 0, mails: 0 });
    expect(unknown).toEqual(known);
    // The worker's round: the known customer gets the link, the e-mail of either request is erased.
    const resets = (await mailsTo(customer.email)).filter((mail) => mail.subject.startsWith('Reset'));
    expect(resets).toHaveLength(1);
    const handled = (await t.container.passwordRequests.queue.list()).slice(-2);
    expect(handled.map((row) => [row.status, row.email])).toEqual([
      ['sent', ''],
      ['sent', ''],
    ]);
  });

  it('stores only the SHA-256 of the token', async () => {
    await forgot('daniel.kim@example.com');
    const token = await linkTokenOf('daniel.kim@example.com');
    const rows = await t.container.db.select().from(passwordResets);
    expect(rows.some((row) => row.tokenHash === hashResetToken(token))).toBe(true);
    expect(JSON.stringify(rows)).not.toContain(token);
    const row = rows.find((r) => r.tokenHash === hashResetToken(token))!;
    expect(row.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row.salonId).toBe(DEMO_SALON_ID);
  });

  it('sets the password once, ends every session, and the link cannot be used again', async () => {
    const details = visitor();
    const created = await createCustomer(details);
    const oldSession = created.body.data.token;
    const otherSession = (await siteLogin(details.email, details.password)).body.data.token;

    await forgot(details.email);
    const token = await linkTokenOf(details.email);
    const answer = await reset({ token, password: NEW_PASSWORD });
    expect(answer.statusCode).toBe(200);
    expect(answer.body.message).toBe(PASSWORD_SET);

    for (const session of [oldSession, otherSession]) {
      const me = await call(t.app, {
        method: 'GET',
        url: `${API}/users/get-user`,
        headers: { token: session },
      });
      expect(me.statusCode).toBe(401);
    }
    expect((await siteLogin(details.email, details.password)).statusCode).toBe(401);
    expect((await siteLogin(details.email, NEW_PASSWORD)).statusCode).toBe(200);

    const again = await reset({ token, password: 'Another8$pass' });
    expect(again.statusCode).toBe(400);
    expect(again.body.message).toBe(RESET_LINK_INVALID);
    expect((await siteLogin(details.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('ends earlier links when a new one is sent', async () => {
    const details = visitor();
    await createCustomer(details);
    await forgot(details.email);
    const first = await linkTokenOf(details.email);
    await forgot(details.email);
    const second = await linkTokenOf(details.email);
    expect(second).not.toBe(first);
    expect((await reset({ token: first, password: NEW_PASSWORD })).statusCode).toBe(400);
    expect((await reset({ token: second, password: NEW_PASSWORD })).statusCode).toBe(200);
  });

  it('expires a link after an hour (the clock is injected)', async () => {
    const details = visitor();
    await createCustomer(details);
    const start = Date.now();
    t.container.clock.now = () => new Date(start);
    await forgot(details.email);
    const token = await linkTokenOf(details.email);

    t.container.clock.now = () => new Date(start + 61 * 60_000);
    const late = await reset({ token, password: NEW_PASSWORD });
    expect(late.statusCode).toBe(400);
    expect(late.body.message).toBe(RESET_LINK_INVALID);
    expect((await siteLogin(details.email, details.password)).statusCode).toBe(200);

    // Within the hour the same kind of link works.
    t.container.clock.now = () => new Date(start);
    await forgot(details.email);
    t.container.clock.now = () => new Date(start + 59 * 60_000);
    expect(
      (await reset({ token: await linkTokenOf(details.email), password: NEW_PASSWORD })).statusCode,
    ).toBe(200);
  });

  it('answers 400 for unknown tokens, weak passwords and bad input, changing nothing', async () => {
    const unknown = await reset({ token: 'x'.repeat(43), password: NEW_PASSWORD });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.body.message).toBe(RESET_LINK_INVALID);

    await forgot('emily.johnson@example.com');
    const token = await linkTokenOf('emily.johnson@example.com');
    for (const payload of [
      { token, password: 'Abc12!x' },
      { token, password: 'nodigits!' },
      { token: `${token}x`, password: NEW_PASSWORD },
      { token, password: `Nul\u0000Byte8$` },
      { token },
      [token],
    ]) {
      expect((await reset(payload)).statusCode).toBe(400);
    }
    for (const email of ['not-an-email', 'a\u0000b@example.com', 42]) {
      expect((await forgot(email)).statusCode).toBe(400);
    }
    // The link still works: nothing above used it up.
    expect((await reset({ token, password: NEW_PASSWORD })).statusCode).toBe(200);
    const [row] = await t.container.db
      .select({ usedAt: passwordResets.usedAt })
      .from(passwordResets)
      .where(eq(passwordResets.tokenHash, hashResetToken(token)));
    expect(row?.usedAt).toBeInstanceOf(Date);
  });
});

describe('limits per client address', () => {
  const limited = useTestApp({
    rateLimits: {
      createAccount: RATE_LIMITS.createAccount,
      forgotPassword: RATE_LIMITS.forgotPassword,
      resetPassword: RATE_LIMITS.resetPassword,
    },
  });

  const send = (method: 'POST' | 'PATCH', url: string, payload: unknown, remoteAddress: string) =>
    call(limited.app, {
      method,
      url: `${API}${url}`,
      payload: payload as Record<string, unknown>,
      remoteAddress,
    });
  const forgotFrom = (remoteAddress: string) =>
    send('PATCH', '/users/forgot-password?name=demo-salon', { email: 'x@example.com' }, remoteAddress);
  const resetFrom = (remoteAddress: string) =>
    send('POST', '/users/reset-password', { token: 'y'.repeat(43), password: NEW_PASSWORD }, remoteAddress);

  it('answers 429 with a message after the limit; other addresses go on', async () => {
    const forgotPassword = RATE_LIMITS.forgotPassword as LimitRule;
    const registerLimit = RATE_LIMITS.createAccount as LimitRule;
    const resetPassword = RATE_LIMITS.resetPassword as LimitRule;
    for (let i = 0; i < forgotPassword.max; i++) {
      expect((await forgotFrom('203.0.113.9')).statusCode).toBe(200);
    }
    const over = await forgotFrom('203.0.113.9');
    expect(over.statusCode).toBe(429);
    expect(over.body).toMatchObject({ status: false, message: FORGOT_TOO_MANY });
    expect(over.response.headers['retry-after']).toBeDefined();
    const elsewhere = await forgotFrom('198.51.100.9');
    expect(elsewhere.statusCode).toBe(200);

    // Bad requests count too: a prober cannot try without limit.
    for (let i = 0; i < registerLimit.max; i++) {
      expect(
        (await send('POST', '/website/register-user?name=demo-salon', {}, '203.0.113.10')).statusCode,
      ).toBe(400);
    }
    const registerOver = await send(
      'POST',
      '/website/register-user?name=demo-salon',
      visitor(),
      '203.0.113.10',
    );
    expect(registerOver.statusCode).toBe(429);
    expect(registerOver.body.message).toBe(REGISTER_TOO_MANY);

    for (let i = 0; i < resetPassword.max; i++) {
      expect((await resetFrom('203.0.113.11')).statusCode).toBe(400);
    }
    const resetOver = await resetFrom('203.0.113.11');
    expect(resetOver.statusCode).toBe(429);
    expect(resetOver.body.message).toBe(RESET_TOO_MANY);
  });
});
