import { describe, expect, it } from 'vitest';
import { SIGNUP_CHECK_EMAIL, type Profile, type UserInfo } from '@salon/api/auth/schemas';
import { DEMO_SALON_ID, DEMO_USER_IDS, SECOND_SALON_ID } from '../src/seed/demo-data';
import { call, DEMO_PASSWORD, injectAs, loginAs } from './helper';
import { useTestApp } from './use-test-app';
import { accountsOf } from './matrix/types';

const NEW_PASSWORD = 'Changed9$pass';
const UNKNOWN_ID = '00000000-0000-4000-8000-00000000abcd';

const t = useTestApp();

const login = (email: string, password: string) =>
  call<UserInfo>(t.app, { method: 'POST', url: '/api/v1/users/login', payload: { email, password } });

describe('login', () => {
  const accounts = [
    { email: 'admin@example.com', role: 'admin', salon: null },
    { email: 'superadmin@example.com', role: 'superadmin', salon: 'Demo Salon' },
    { email: 'owner@example.com', role: 'salon', salon: 'Demo Salon' },
    { email: 'owner2@example.com', role: 'salon', salon: 'Second Salon' },
    { email: 'manager@example.com', role: 'manager', salon: 'Demo Salon' },
    { email: 'stylist@example.com', role: 'stylist', salon: 'Demo Salon' },
    { email: 'client@example.com', role: 'user', salon: 'Demo Salon' },
    { email: 'company@example.com', role: 'company', salon: 'Demo Salon' },
  ];
  it.each(accounts)('signs in $email', async ({ email, role, salon }) => {
    const answer = await login(email, DEMO_PASSWORD);
    expect(answer.statusCode).toBe(200);
    expect(answer.body.status).toBe(true);
    expect(answer.body.data).toMatchObject({ role, email });
    expect(answer.body.data.salon?.name ?? null).toBe(salon);
    expect(answer.body.data.token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
  });

  it('ignores the case of the e-mail', async () => {
    expect((await login('  Owner@Example.COM ', DEMO_PASSWORD)).statusCode).toBe(200);
  });

  it('refuses a wrong password and an unknown e-mail with the same message', async () => {
    for (const answer of [
      await login('owner@example.com', 'WrongPass1!'),
      await login('nobody@example.com', 'x'),
    ]) {
      expect(answer.statusCode).toBe(401);
      expect(answer.body).toMatchObject({ status: false, message: 'Invalid email or password' });
      expect(answer.body.code).not.toBe('invalid_token');
    }
  });

  it('refuses a disabled account, and its open sessions stop working', async () => {
    const client = await injectAs(t.app, 'grace.miller@example.com');
    await t.repositories.accounts.setActive('0e5e0000-0000-4000-8000-000000000022', false);
    try {
      // One answer whatever the password: it does not tell whether the password was right.
      for (const password of [DEMO_PASSWORD, 'Wrong-password-1!']) {
        const answer = await login('grace.miller@example.com', password);
        expect(answer.statusCode).toBe(401);
        expect(answer.body).toMatchObject({ message: 'Your account is disabled', code: 'account_disabled' });
      }
      const after = await client({ method: 'GET', url: '/api/v1/users/get-user' });
      expect(after.statusCode).toBe(401);
      expect(after.body.code).toBe('account_disabled');
    } finally {
      await t.repositories.accounts.setActive('0e5e0000-0000-4000-8000-000000000022', true);
    }
  });

  it.each([
    [{}, 'email: is required'],
    [{ email: 'owner@example.com' }, 'password: is required'],
    [{ email: 'not-an-email', password: 'x' }, 'email: must be a valid e-mail address'],
    [{ email: 'owner@example.com', password: '' }, 'password: must not be empty'],
    [{ email: 42, password: 'x' }, 'email: must be a text'],
    [{ email: 'owner@example.com', password: 'x', admin: true }, 'admin: is not allowed'],
    [[1, 2], 'Request body must be a JSON object'],
  ])('rejects the body %j with 400', async (payload, message) => {
    const answer = await call(t.app, { method: 'POST', url: '/api/v1/users/login', payload });
    expect(answer.statusCode).toBe(400);
    expect(answer.body).toEqual({ status: false, message });
  });

  it('answers malformed JSON and a missing body with 400, never 500', async () => {
    const malformed = await call(t.app, {
      method: 'POST',
      url: '/api/v1/users/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": "owner@example.com", ',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.body).toEqual({ status: false, message: 'Malformed JSON in request body' });
    const empty = await call(t.app, { method: 'POST', url: '/api/v1/users/login' });
    expect(empty.statusCode).toBe(400);
    expect(empty.body.message).toBe('Request body must be a JSON object');
  });

  it('answers a too large body with 413', async () => {
    const answer = await call(t.app, {
      method: 'POST',
      url: '/api/v1/users/login',
      payload: { email: 'owner@example.com', password: 'x'.repeat(2 * 1024 * 1024) },
    });
    expect(answer.statusCode).toBe(413);
    expect(answer.body.status).toBe(false);
  });
});

describe('tokens and sessions', () => {
  it('rejects a missing, malformed or forged token with invalid_token', async () => {
    // Change a character in the middle of the signature: the last base64url character also carries
    // padding bits, so changing it can leave the signature's bytes (and the token) valid.
    const token = (await loginAs(t.app, 'owner@example.com')).token;
    const at = token.length - 10;
    const forged = token.slice(0, at) + (token[at] === 'A' ? 'B' : 'A') + token.slice(at + 1);
    for (const headers of [
      {},
      { token: 'jwt.malformed' },
      { token: forged },
      { authorization: 'Bearer nope' },
    ]) {
      const answer = await call(t.app, { method: 'GET', url: '/api/v1/users/get-user', headers });
      expect(answer.statusCode).toBe(401);
      expect(answer.body).toEqual({ status: false, message: 'invalid_token', code: 'invalid_token' });
    }
  });

  it('accepts the token header and Authorization: Bearer', async () => {
    const { token } = await loginAs(t.app, 'stylist@example.com');
    for (const headers of [{ token }, { authorization: `Bearer ${token}` }]) {
      const answer = await call<Profile>(t.app, { method: 'GET', url: '/api/v1/users/get-user', headers });
      expect(answer.statusCode).toBe(200);
      expect(answer.body.data).toMatchObject({
        role: 'stylist',
        startTime: '09:00',
        endTime: '17:00',
        // The services of the stylist's settings (the seed gives Stella these three).
        services: [{ title: 'Haircut' }, { title: 'Colouring' }, { title: 'Blow Dry & Style' }],
      });
    }
  });

  it('get-user-by-token returns the userInfo with the same token', async () => {
    const owner = await injectAs(t.app, 'owner@example.com');
    const answer = await owner<UserInfo>({
      method: 'GET',
      url: '/api/v1/users/get-user-by-token?offset=-330',
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.body.data).toEqual(owner.info);
  });

  it('logout revokes the current session only', async () => {
    const first = await injectAs(t.app, 'manager@example.com');
    const second = await injectAs(t.app, 'manager@example.com');
    const answer = await first({ method: 'POST', url: '/api/v1/users/logout' });
    expect(answer.statusCode).toBe(200);
    expect(answer.body.data).toEqual({ revoked: 'current' });
    expect((await first({ method: 'GET', url: '/api/v1/users/get-user' })).body.code).toBe('invalid_token');
    expect((await second({ method: 'GET', url: '/api/v1/users/get-user' })).statusCode).toBe(200);
  });

  it("a revoked session of another user's token stays refused", async () => {
    const other = await injectAs(t.app, 'company@example.com');
    await other({ method: 'POST', url: '/api/v1/users/logout' });
    const answer = await call(t.app, {
      method: 'GET',
      url: '/api/v1/users/get-user',
      headers: { token: other.info.token },
    });
    expect(answer.statusCode).toBe(401);
    expect(answer.body.code).toBe('invalid_token');
  });

  it('logout-all-sessions revokes every session of the user', async () => {
    const sessions = [
      await injectAs(t.app, 'stylist@example.com'),
      await injectAs(t.app, 'stylist@example.com'),
    ];
    const answer = await sessions[0]!({ method: 'POST', url: '/api/v1/users/logout-all-sessions' });
    expect(answer.body.data).toEqual({ revoked: 'all' });
    for (const session of sessions) {
      expect((await session({ method: 'GET', url: '/api/v1/users/get-user' })).statusCode).toBe(401);
    }
  });

  it.each([
    ['GET', '/api/v1/users/get-user'],
    ['GET', '/api/v1/users/get-user-by-token'],
    ['PATCH', '/api/v1/users/change-password'],
    ['PATCH', `/api/v1/users/update-salon-for-superadmin?salonID=${SECOND_SALON_ID}`],
    ['PATCH', '/api/v1/users/update-profile'],
    ['POST', '/api/v1/users/logout'],
    ['POST', '/api/v1/users/logout-all-sessions'],
  ] as const)('%s %s needs a token', async (method, url) => {
    const answer = await call(t.app, { method, url, payload: {} });
    expect(answer.statusCode).toBe(401);
    expect(answer.body.code).toBe('invalid_token');
  });
});

describe('change password', () => {
  it('bySelf checks the current password, keeps this session and ends the others', async () => {
    const here = await injectAs(t.app, 'james.carter@example.com');
    const elsewhere = await injectAs(t.app, 'james.carter@example.com');
    const wrong = await here({
      method: 'PATCH',
      url: '/api/v1/users/change-password',
      payload: { type: 'bySelf', currentPassword: 'nope', password: NEW_PASSWORD },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.body.message).toBe('Current password is incorrect');

    const answer = await here({
      method: 'PATCH',
      url: '/api/v1/users/change-password',
      payload: { type: 'bySelf', currentPassword: DEMO_PASSWORD, password: NEW_PASSWORD },
    });
    expect(answer.statusCode).toBe(200);
    expect((await here({ method: 'GET', url: '/api/v1/users/get-user' })).statusCode).toBe(200);
    expect((await elsewhere({ method: 'GET', url: '/api/v1/users/get-user' })).statusCode).toBe(401);
    expect((await login('james.carter@example.com', DEMO_PASSWORD)).statusCode).toBe(401);
    expect((await login('james.carter@example.com', NEW_PASSWORD)).statusCode).toBe(200);
  });

  it.each([
    [{ type: 'bySelf', currentPassword: 'x', password: 'short' }, 'password: must be at least 8 characters'],
    [
      { type: 'bySelf', currentPassword: 'x', password: 'longenough' },
      'password: must contain a letter, a digit and one of $@!%*?&',
    ],
    [{ type: 'bySelf', password: NEW_PASSWORD }, 'currentPassword: is required'],
    [
      { type: 'byAdmin', id: DEMO_USER_IDS.client, email: 'bad', password: NEW_PASSWORD },
      'email: must be a valid e-mail address',
    ],
    [
      { type: 'byAdmin', id: 'abc', email: 'client@example.com', password: NEW_PASSWORD },
      'id: must be a valid id',
    ],
    [{ type: 'other' }, 'type: must be one of bySelf, byAdmin'],
    [{}, 'type: is required'],
  ])('rejects %j with 400', async (payload, message) => {
    const owner = await injectAs(t.app, 'owner@example.com');
    const answer = await owner({ method: 'PATCH', url: '/api/v1/users/change-password', payload });
    expect(answer.statusCode).toBe(400);
    expect(answer.body.message).toBe(message);
  });

  const byAdmin = (id: string, email: string) => ({
    method: 'PATCH' as const,
    url: '/api/v1/users/change-password',
    payload: { type: 'byAdmin', id, email, password: NEW_PASSWORD },
  });

  it('byAdmin: a salon owner resets a user of their salon, whose sessions end', async () => {
    const client = await injectAs(t.app, 'daniel.kim@example.com');
    const owner = await injectAs(t.app, 'owner@example.com');
    const answer = await owner(byAdmin('0e5e0000-0000-4000-8000-000000000021', 'daniel.kim@example.com'));
    expect(answer.statusCode).toBe(200);
    expect((await client({ method: 'GET', url: '/api/v1/users/get-user' })).statusCode).toBe(401);
    expect((await login('daniel.kim@example.com', NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('byAdmin: other salons are out of reach (404), the e-mail must match (404)', async () => {
    const owner = await injectAs(t.app, 'owner@example.com');
    const otherSalon = await owner(
      byAdmin('0e5e0000-0000-4000-8000-000000000023', 'lena.fischer@example.com'),
    );
    expect(otherSalon.statusCode).toBe(404);
    const platform = await owner(byAdmin(DEMO_USER_IDS.admin, 'admin@example.com'));
    expect(platform.statusCode).toBe(404);
    const mismatch = await owner(byAdmin(DEMO_USER_IDS.client, 'someone@example.com'));
    expect(mismatch.statusCode).toBe(404);
    const unknown = await owner(byAdmin(UNKNOWN_ID, 'x@example.com'));
    expect(unknown.statusCode).toBe(404);
  });

  it('byAdmin: managers, stylists, clients and companies are forbidden (403)', async () => {
    for (const email of accountsOf('manager', 'stylist', 'user', 'company')) {
      const viewer = await injectAs(t.app, email);
      const answer = await viewer(byAdmin(DEMO_USER_IDS.client, 'client@example.com'));
      expect(answer.statusCode, email).toBe(403);
    }
  });

  it('byAdmin: the admin reaches every salon; nobody else resets a superadmin', async () => {
    const admin = await injectAs(t.app, 'admin@example.com');
    expect(
      (await admin(byAdmin('0e5e0000-0000-4000-8000-000000000024', 'felix.wagner@example.com'))).statusCode,
    ).toBe(200);
    expect((await admin(byAdmin(DEMO_USER_IDS.superadmin, 'superadmin@example.com'))).statusCode).toBe(403);
  });

  it('byAdmin: a superadmin works within their current salon', async () => {
    const superadmin = await injectAs(t.app, 'superadmin@example.com');
    expect(
      (await superadmin(byAdmin('0e5e0000-0000-4000-8000-000000000023', 'lena.fischer@example.com')))
        .statusCode,
    ).toBe(404);
    expect(
      (await superadmin(byAdmin('0e5e0000-0000-4000-8000-000000000020', 'emily.johnson@example.com')))
        .statusCode,
    ).toBe(200);
  });
});

describe('switch salon', () => {
  const switchTo = (salonID: string) => ({
    method: 'PATCH' as const,
    url: `/api/v1/users/update-salon-for-superadmin?salonID=${salonID}&offset=60`,
  });

  it('gives a superadmin a new token bound to the chosen salon', async () => {
    const superadmin = await injectAs(t.app, 'superadmin@example.com');
    const answer = await superadmin<UserInfo>(switchTo(SECOND_SALON_ID));
    expect(answer.statusCode).toBe(200);
    expect(answer.body.message).toBe('Switched to Second Salon');
    expect(answer.body.data.salon).toEqual({
      _id: SECOND_SALON_ID,
      name: 'Second Salon',
      photo: null,
      slug: 'second-salon',
    });
    expect(answer.body.data.token).not.toBe(superadmin.info.token);
    const profile = await call<Profile>(t.app, {
      method: 'GET',
      url: '/api/v1/users/get-user',
      headers: { token: answer.body.data.token },
    });
    expect(profile.body.data.salon?._id).toBe(SECOND_SALON_ID);
    // The next sign-in starts in the salon chosen last.
    expect((await loginAs(t.app, 'superadmin@example.com')).salon?._id).toBe(SECOND_SALON_ID);
    await superadmin(switchTo(DEMO_SALON_ID));
  });

  it('is for superadmins only (403) and needs a known salon (404) and a valid id (400)', async () => {
    const owner = await injectAs(t.app, 'owner@example.com');
    expect((await owner(switchTo(SECOND_SALON_ID))).statusCode).toBe(403);
    const admin = await injectAs(t.app, 'admin@example.com');
    expect((await admin(switchTo(SECOND_SALON_ID))).statusCode).toBe(403);
    const superadmin = await injectAs(t.app, 'superadmin@example.com');
    expect((await superadmin(switchTo(UNKNOWN_ID))).statusCode).toBe(404);
    const bad = await superadmin(switchTo('not-a-uuid'));
    expect(bad.statusCode).toBe(400);
    expect(bad.body.message).toBe('salonID: must be a valid id');
    const missing = await superadmin({ method: 'PATCH', url: '/api/v1/users/update-salon-for-superadmin' });
    expect(missing.body.message).toBe('salonID: is required');
  });
});

describe('sign-up', () => {
  const signup = (payload: Record<string, unknown>) =>
    call<null>(t.app, {
      method: 'POST',
      url: '/api/v1/users/user-signup',
      payload,
    });
  const body = {
    name: 'Nora Quinn',
    email: 'nora.quinn@example.com',
    phone: '2125550199',
    gender: 'female',
    password: NEW_PASSWORD,
    salon: DEMO_SALON_ID,
  };
  const mailsTo = async (email: string) => (await t.mails()).filter((mail) => mail.to === email);
  const activate = (token: string) =>
    call<UserInfo>(t.app, { method: 'POST', url: '/api/v1/website/activate-account', payload: { token } });

  it("answers 'check your e-mail'; the e-mailed link creates a client of the salon who can sign in", async () => {
    const answer = await signup(body);
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toMatchObject({ status: true, message: SIGNUP_CHECK_EMAIL, data: null });
    const [mail] = await mailsTo('nora.quinn@example.com');
    expect(mail!.subject).toBe('Finish creating your account at Demo Salon');
    const token = /\/salon\/demo-salon\/activate\?token=([A-Za-z0-9_-]{43})/.exec(mail!.text)![1]!;
    const created = await activate(token);
    expect(created.statusCode).toBe(200);
    expect(created.body.data).toMatchObject({
      role: 'user',
      name: 'Nora Quinn',
      email: 'nora.quinn@example.com',
    });
    expect((await loginAs(t.app, 'nora.quinn@example.com', NEW_PASSWORD)).role).toBe('user');
  });

  it('answers the same for a known e-mail (any case), which is told it has an account; 404 for an unknown salon', async () => {
    const unknown = await signup({ ...body, email: 'new.one@example.com', phone: '2125550198' });
    const known = await signup({ ...body, email: 'CLIENT@example.com', phone: '2125550197' });
    expect(known.statusCode).toBe(200);
    expect(known.body).toEqual(unknown.body);
    const [exists] = await mailsTo('client@example.com');
    expect(exists!.subject).toBe('You already have an account at Demo Salon');
    expect(exists!.text).toContain('/salon/demo-salon/login');
    expect(exists!.text).toContain('/salon/demo-salon/reset-password?token=');
    const [link] = await mailsTo('new.one@example.com');
    expect(link!.subject).toBe('Finish creating your account at Demo Salon');
    expect(
      (await signup({ ...body, email: 'new.three@example.com', phone: '2125550196', salon: UNKNOWN_ID }))
        .statusCode,
    ).toBe(404);
  });

  it.each([
    [{ ...body, phone: '212-555-0199' }, 'phone: must be 10 digits'],
    [{ ...body, gender: 'x' }, 'gender: must be one of male, female, other'],
    [{ ...body, name: '   ' }, 'name: must not be empty'],
    [{ ...body, salon: undefined }, 'salon: is required'],
  ])('rejects %j with 400', async (payload, message) => {
    const answer = await signup(payload);
    expect(answer.statusCode).toBe(400);
    expect(answer.body.message).toBe(message);
  });
});

describe('profile', () => {
  const update = {
    name: 'Mia Torres-Lopez',
    email: 'mia.torres@example.com',
    phone: '2125550144',
    address: '50 Lexington Avenue, New York, NY 10010',
  };

  it('get-user returns the profile with the salon', async () => {
    const owner = await injectAs(t.app, 'owner@example.com');
    const answer = await owner<Profile>({ method: 'GET', url: '/api/v1/users/get-user' });
    expect(answer.body.data).toMatchObject({
      _id: DEMO_USER_IDS.owner,
      role: 'salon',
      name: 'Olivia Bennett',
      phone: '2125550103',
      salon: { _id: DEMO_SALON_ID },
    });
  });

  it('updates the own profile', async () => {
    const manager = await injectAs(t.app, 'manager@example.com');
    const answer = await manager<Profile>({
      method: 'PATCH',
      url: '/api/v1/users/update-profile',
      payload: update,
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.body.data).toMatchObject(update);
    expect((await loginAs(t.app, 'mia.torres@example.com')).name).toBe('Mia Torres-Lopez');
  });

  it('answers 409 for an e-mail or phone of someone else', async () => {
    const stylist = await injectAs(t.app, 'priya.shah@example.com');
    const email = await stylist({
      method: 'PATCH',
      url: '/api/v1/users/update-profile',
      payload: { ...update, email: 'Owner@example.com', phone: '2125550177' },
    });
    expect(email.statusCode).toBe(409);
    expect(email.body.message).toBe('An account with this email address already exists');
    const phone = await stylist({
      method: 'PATCH',
      url: '/api/v1/users/update-profile',
      payload: { ...update, email: 'priya.shah@example.com', phone: '2125550103' },
    });
    expect(phone.statusCode).toBe(409);
  });

  it('is not editable by the admin (403) and validates the body (400)', async () => {
    const admin = await injectAs(t.app, 'admin@example.com');
    expect(
      (
        await admin({
          method: 'PATCH',
          url: '/api/v1/users/update-profile',
          payload: { ...update, email: 'ada@example.com' },
        })
      ).statusCode,
    ).toBe(403);
    const owner = await injectAs(t.app, 'owner@example.com');
    const bad = await owner({
      method: 'PATCH',
      url: '/api/v1/users/update-profile',
      payload: { ...update, services: ['nope'] },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.body.message).toBe('services.0: must be a valid id');
  });
});

describe('enabled salons', () => {
  it('lists enabled salons by name, with or without a (even stale) token', async () => {
    const expected = [
      { _id: DEMO_SALON_ID, name: 'Demo Salon', photo: null, slug: 'demo-salon' },
      { _id: SECOND_SALON_ID, name: 'Second Salon', photo: null, slug: 'second-salon' },
    ];
    const anonymous = await call(t.app, { method: 'GET', url: '/api/v1/salon/get-enable-salon?offset=-330' });
    expect(anonymous.statusCode).toBe(200);
    expect(anonymous.body.data).toEqual(expected);
    const stale = await call(t.app, {
      method: 'GET',
      url: '/api/v1/salon/get-enable-salon',
      headers: { token: 'stale' },
    });
    expect(stale.body.data).toEqual(expected);
  });
});

describe('unknown routes', () => {
  it('answers 404 with the envelope under /api', async () => {
    const answer = await call(t.app, { method: 'GET', url: '/api/v1/nope' });
    expect(answer.statusCode).toBe(404);
    expect(answer.body).toEqual({ status: false, message: 'Not found: GET /api/v1/nope' });
  });

  it('sets security headers', async () => {
    const answer = await call(t.app, { method: 'GET', url: '/api/v1/salon/get-enable-salon' });
    expect(answer.response.headers['x-content-type-options']).toBe('nosniff');
    expect(answer.response.headers['content-security-policy']).toContain("default-src 'self'");
  });
});
