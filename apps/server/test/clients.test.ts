import { describe, expect, it } from 'vitest';
import type { ClientUser } from '@salon/api/clients/schemas';
import type { Paged } from '@salon/api/shared/schemas';
import { DEMO_USER_IDS } from '../src/seed/demo-data';
import { call, DEMO_PASSWORD, injectAs, loginAs } from './helper';
import { useSession, useTestApp } from './use-test-app';
import { accountsOf } from './matrix/types';

const API = '/api/v1';
const GRACE = { id: '0e5e0000-0000-4000-8000-000000000022', email: 'grace.miller@example.com' };
const FELIX = { id: '0e5e0000-0000-4000-8000-000000000024', email: 'felix.wagner@example.com' };
const STELLA = DEMO_USER_IDS.stylist;
const ANNA = '0e5e0000-0000-4000-8000-000000000012';
const UNKNOWN = '00000000-0000-4000-8000-00000000abcd';

const t = useTestApp();
const owner = useSession(t, 'owner@example.com');

/** Pushes sent so far: the rows of the push outbox (no push worker runs in these tests). */
const pushes = () => t.pushes();

/** The list as the admin app asks for it (15 per page), with extra query parameters. */
const list = (as: typeof owner, query = '') =>
  as<Paged<ClientUser>>({
    method: 'GET',
    url: `${API}/users/get-users?${query.includes('pageSize') ? '' : 'pageSize=15'}${query}`,
  });

/** Creates a client, or updates the one its `_id` names, as the owner. */
const saveClient = (payload: Record<string, unknown>) =>
  owner<ClientUser>({ method: 'POST', url: `${API}/users/create-user`, payload });

let sequence = 0;
function newClient(overrides: Record<string, unknown> = {}) {
  sequence += 1;
  return {
    name: `New Client ${sequence}`,
    email: `new.client.${sequence}@example.com`,
    gender: 'female',
    phone: String(7185550000 + sequence),
    stylist: STELLA,
    clientNote: 'Likes it short.',
    ...overrides,
  };
}

describe('GET /users/get-users', () => {
  it('lists the salon clients 15 per page, by name, with their stylist', async () => {
    const first = await list(owner);
    expect(first.statusCode).toBe(200);
    expect(first.body.data.result).toHaveLength(15);
    expect(first.body.data.totalCount).toBe(20);
    expect(first.body.data.totalPageSize).toBe(2);
    const names = first.body.data.result.map((user) => user.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    expect(first.body.data.result.find((user) => user._id === GRACE.id)).toMatchObject({
      name: 'Grace Miller',
      phone: '2125550134',
      stylist: { _id: STELLA, name: 'Stella Romano' },
      platform: 'web',
      active: true,
    });
    const second = await list(owner, '&pageNumber=2');
    expect(second.body.data.result).toHaveLength(5);
    // Only clients: no stylist, staff or company of the salon.
    expect([...names, ...second.body.data.result.map((user) => user.name)]).not.toContain('Stella Romano');
  });

  it('searches name, e-mail and phone (dashes ignored) on the server', async () => {
    expect((await list(owner, '&filterValue=grace')).body.data.result.map((u) => u.name)).toEqual([
      'Grace Miller',
    ]);
    expect((await list(owner, '&filterValue=EMILY.JOHNSON@')).body.data.result.map((u) => u.name)).toEqual([
      'Emily Johnson',
    ]);
    expect((await list(owner, '&filterValue=555-0134')).body.data.result.map((u) => u.name)).toEqual([
      'Grace Miller',
    ]);
    expect((await list(owner, '&filterValue=%25')).body.data.totalCount).toBe(0);
  });

  it('never shows another salon clients to a salon owner', async () => {
    const owner2 = await injectAs(t.app, 'owner2@example.com');
    const names = (await list(owner2)).body.data.result.map((user) => user.name);
    expect(names).toEqual(['Felix Wagner', 'Lena Fischer']);
    expect((await list(owner2, '&filterValue=grace')).body.data.totalCount).toBe(0);
  });

  it('shows a stylist only their own clients', async () => {
    const stylist = await injectAs(t.app, 'stylist@example.com');
    const result = (await list(stylist, '&pageSize=100')).body.data.result;
    expect(result.length).toBeGreaterThan(0);
    expect(result.every((user) => user.stylist?._id === STELLA)).toBe(true);
  });

  it('shows the admin every salon clients', async () => {
    const admin = await injectAs(t.app, 'admin@example.com');
    const answer = await list(admin, '&pageSize=100');
    expect(answer.body.data.totalCount).toBeGreaterThanOrEqual(22);
    expect(answer.body.data.result.map((user) => user.name)).toEqual(
      expect.arrayContaining(['Grace Miller', 'Felix Wagner']),
    );
  });

  it.each([
    ['?pageNumber=0', 'query: pageNumber'],
    ['?pageSize=abc', 'query: pageSize'],
  ])('rejects %s with 400', async (query, message) => {
    const answer = await owner({ method: 'GET', url: `${API}/users/get-users${query}` });
    expect(answer.statusCode).toBe(400);
    expect(answer.body.message).toContain(message.split(': ')[1]);
  });
});

describe('POST /users/create-user', () => {
  it('creates a client assigned to a stylist of the salon, and updates them by _id', async () => {
    const body = newClient({ email: '  Ada.New@Example.com ' });
    const created = await saveClient(body);
    expect(created.statusCode).toBe(200);
    expect(created.body.message).toBe('User created successfully');
    expect(created.body.data).toMatchObject({
      name: body.name,
      email: 'ada.new@example.com',
      phone: body.phone,
      gender: 'female',
      stylist: { _id: STELLA, name: 'Stella Romano' },
      clientNote: 'Likes it short.',
      active: true,
    });
    // The account exists but nobody knows its password.
    const login = await call(t.app, {
      method: 'POST',
      url: `${API}/users/login`,
      payload: { email: 'ada.new@example.com', password: DEMO_PASSWORD },
    });
    expect(login.statusCode).toBe(401);

    const updated = await saveClient({
      ...body,
      _id: created.body.data._id,
      name: 'Ada Renamed',
      stylist: '0e5e0000-0000-4000-8000-000000000010',
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.body.message).toBe('User updated successfully');
    expect(updated.body.data).toMatchObject({ name: 'Ada Renamed', stylist: { name: 'James Carter' } });
  });

  it('creates a client without a stylist or a note (both optional), and clears them on update', async () => {
    const { stylist: _stylist, clientNote: _note, ...bare } = newClient({ email: 'no.stylist@example.com' });
    const created = await saveClient(bare);
    expect(created.statusCode).toBe(200);
    expect(created.body.data).toMatchObject({ stylist: null, clientNote: null });

    const withBoth = await saveClient({
      ...newClient({ email: 'no.stylist@example.com' }),
      _id: created.body.data._id,
    });
    expect(withBoth.body.data).toMatchObject({ stylist: { _id: STELLA }, clientNote: 'Likes it short.' });
    const cleared = await saveClient({ ...bare, _id: created.body.data._id, stylist: null, clientNote: '' });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.body.data).toMatchObject({ stylist: null, clientNote: null });
  });

  it('answers 409 for an e-mail used anywhere and a phone used in the salon', async () => {
    const email = await saveClient(newClient({ email: 'FELIX.wagner@example.com' }));
    expect(email.statusCode).toBe(409);
    expect(email.body.message).toBe('An account with this email address already exists');
    const phone = await saveClient(newClient({ phone: '2125550134' }));
    expect(phone.statusCode).toBe(409);
    expect(phone.body.message).toBe('An account with this phone number already exists in this salon');
    // The same phone in another salon is fine.
    const elsewhere = await saveClient(newClient({ phone: '3055550136' }));
    expect(elsewhere.statusCode).toBe(200);
  });

  it('keeps its own e-mail and phone on update', async () => {
    const answer = await saveClient({
      _id: GRACE.id,
      name: 'Grace Miller',
      email: GRACE.email,
      gender: 'female',
      phone: '2125550134',
      stylist: STELLA,
      clientNote: 'Regular.',
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.body.data.clientNote).toBe('Regular.');
  });

  it('answers 404 for another salon client or stylist, and changes nothing', async () => {
    const other = await saveClient(newClient({ _id: FELIX.id, name: 'Hijacked' }));
    expect(other.statusCode).toBe(404);
    expect(other.body.message).toBe('User not found');
    const stylist = await saveClient(newClient({ stylist: ANNA }));
    expect(stylist.statusCode).toBe(404);
    expect(stylist.body.message).toBe('Stylist not found');
    const owner2 = await injectAs(t.app, 'owner2@example.com');
    expect((await list(owner2)).body.data.result.map((user) => user.name)).toContain('Felix Wagner');
  });

  it('refuses a disabled stylist for a new assignment', async () => {
    const james = '0e5e0000-0000-4000-8000-000000000010';
    await t.repositories.accounts.setActive(james, false);
    try {
      const answer = await saveClient(newClient({ stylist: james }));
      expect(answer.statusCode).toBe(400);
      expect(answer.body.message).toBe('This stylist is disabled; please select another stylist');
    } finally {
      await t.repositories.accounts.setActive(james, true);
    }
  });

  it.each([
    [{ name: '' }, 'name'],
    [{ email: 'not-an-email' }, 'email: must be a valid e-mail address'],
    [{ phone: '212-555-0199' }, 'phone: must be 10 digits'],
    [{ gender: 'unknown' }, 'gender'],
    [{ stylist: 'x' }, 'stylist'],
    [{ clientNote: 'x'.repeat(1001) }, 'clientNote'],
    [{ _id: 'nope' }, '_id'],
  ])('rejects %j with 400', async (overrides, message) => {
    const answer = await saveClient(newClient(overrides));
    expect(answer.statusCode).toBe(400);
    expect(answer.body.message).toContain(message);
  });

  it('refuses the stylist, admin, client and company roles with 403', async () => {
    for (const email of accountsOf('stylist', 'admin', 'user', 'company')) {
      const as = await injectAs(t.app, email);
      const answer = await as({ method: 'POST', url: `${API}/users/create-user`, payload: newClient() });
      expect(answer.statusCode, email).toBe(403);
    }
  });
});

describe('row actions', () => {
  async function freshClient() {
    const answer = await saveClient(newClient());
    return answer.body.data;
  }

  it('disables a client: they cannot sign in and their sessions stop; enabling restores sign-in', async () => {
    const manager = await injectAs(t.app, 'manager@example.com');
    const client = await injectAs(t.app, 'daniel.kim@example.com');
    const off = await manager<ClientUser>({
      method: 'PATCH',
      url: `${API}/users/enable-disable-user?userID=${client.info._id}`,
      payload: { enable: false },
    });
    expect(off.statusCode).toBe(200);
    expect(off.body).toMatchObject({ message: 'User disabled successfully', data: { active: false } });
    expect((await client({ method: 'GET', url: `${API}/users/get-user` })).statusCode).toBe(401);
    await expect(loginAs(t.app, 'daniel.kim@example.com')).rejects.toThrow('Your account is disabled');

    const on = await manager<ClientUser>({
      method: 'PATCH',
      url: `${API}/users/enable-disable-user?userID=${client.info._id}`,
      payload: { enable: true },
    });
    expect(on.body).toMatchObject({ message: 'User enabled successfully', data: { active: true } });
    await expect(loginAs(t.app, 'daniel.kim@example.com')).resolves.toMatchObject({ role: 'user' });
  });

  it('answers 400 without enable, 404 for another salon client', async () => {
    const bad = await owner({
      method: 'PATCH',
      url: `${API}/users/enable-disable-user?userID=${GRACE.id}`,
      payload: {},
    });
    expect(bad.statusCode).toBe(400);
    const other = await owner({
      method: 'PATCH',
      url: `${API}/users/enable-disable-user?userID=${FELIX.id}`,
      payload: { enable: false },
    });
    expect(other.statusCode).toBe(404);
    await expect(loginAs(t.app, FELIX.email)).resolves.toMatchObject({ role: 'user' });
  });

  it('logs a client out of every session', async () => {
    const client = await injectAs(t.app, 'emily.johnson@example.com');
    const answer = await owner({
      method: 'PATCH',
      url: `${API}/users/logout-user`,
      payload: { id: client.info._id, type: 'byAdmin', email: 'emily.johnson@example.com' },
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.body.message).toBe('Emily Johnson was logged out of the mobile app');
    expect((await client({ method: 'GET', url: `${API}/users/get-user` })).statusCode).toBe(401);
  });

  it('answers 404 to a logout of another salon client or a wrong e-mail, 400 to a bad body', async () => {
    const felix = await injectAs(t.app, FELIX.email);
    for (const payload of [
      { id: FELIX.id, type: 'byAdmin', email: FELIX.email },
      { id: GRACE.id, type: 'byAdmin', email: FELIX.email },
    ]) {
      expect((await owner({ method: 'PATCH', url: `${API}/users/logout-user`, payload })).statusCode).toBe(
        404,
      );
    }
    expect((await felix({ method: 'GET', url: `${API}/users/get-user` })).statusCode).toBe(200);
    const bad = await owner({
      method: 'PATCH',
      url: `${API}/users/logout-user`,
      payload: { id: GRACE.id, type: 'bySelf', email: GRACE.email },
    });
    expect(bad.statusCode).toBe(400);
  });

  it('deletes a client of the salon only', async () => {
    const client = await freshClient();
    const answer = await owner({ method: 'DELETE', url: `${API}/users/delete-user?userID=${client._id}` });
    expect(answer.statusCode).toBe(200);
    expect(answer.body.message).toBe('User deleted successfully');
    expect(
      (await owner({ method: 'DELETE', url: `${API}/users/delete-user?userID=${client._id}` })).statusCode,
    ).toBe(404);
    expect(
      (await owner({ method: 'DELETE', url: `${API}/users/delete-user?userID=${FELIX.id}` })).statusCode,
    ).toBe(404);
    // A stylist is not a client: the Users list cannot delete staff.
    expect(
      (await owner({ method: 'DELETE', url: `${API}/users/delete-user?userID=${STELLA}` })).statusCode,
    ).toBe(404);
    expect((await owner({ method: 'DELETE', url: `${API}/users/delete-user?userID=nope` })).statusCode).toBe(
      400,
    );
  });

  it('saves notes; a stylist only for their own clients', async () => {
    const stylist = await injectAs(t.app, 'stylist@example.com');
    const own = await stylist<ClientUser>({
      method: 'PATCH',
      url: `${API}/users/update-client-note?userID=${GRACE.id}`,
      payload: { clientNote: '  Prefers mornings.  ' },
    });
    expect(own.statusCode).toBe(200);
    expect(own.body).toMatchObject({
      message: 'Notes saved successfully',
      data: { clientNote: 'Prefers mornings.' },
    });
    // Emily is James Carter's client.
    const emily = '0e5e0000-0000-4000-8000-000000000020';
    const notOwn = await stylist({
      method: 'PATCH',
      url: `${API}/users/update-client-note?userID=${emily}`,
      payload: { clientNote: 'x' },
    });
    expect(notOwn.statusCode).toBe(404);
    const empty = await stylist({
      method: 'PATCH',
      url: `${API}/users/update-client-note?userID=${GRACE.id}`,
      payload: { clientNote: '   ' },
    });
    expect(empty.statusCode).toBe(400);
  });

  it('sends a message through the push notifier', async () => {
    const before = (await pushes()).length;
    const answer = await owner<{ _id: string; message: string; userId: string }>({
      method: 'POST',
      url: `${API}/users/send-message`,
      payload: { userId: GRACE.id, message: 'Your appointment is confirmed.' },
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.body.message).toBe('Message sent to Grace Miller');
    expect((await pushes()).slice(before)).toEqual([
      expect.objectContaining({
        id: answer.body.data._id,
        userId: GRACE.id,
        senderId: DEMO_USER_IDS.owner,
        message: 'Your appointment is confirmed.',
      }),
    ]);
    const other = await owner({
      method: 'POST',
      url: `${API}/users/send-message`,
      payload: { userId: FELIX.id, message: 'Hi' },
    });
    expect(other.statusCode).toBe(404);
    const empty = await owner({
      method: 'POST',
      url: `${API}/users/send-message`,
      payload: { userId: GRACE.id, message: '' },
    });
    expect(empty.statusCode).toBe(400);
    expect((await pushes()).length).toBe(before + 1);
  });

  it('resets a password: mails a new one that works, and ends the sessions', async () => {
    const client = await injectAs(t.app, 'daniel.kim@example.com');
    const answer = await owner({
      method: 'PATCH',
      url: `${API}/users/reset-password?userID=${client.info._id}`,
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.body.message).toBe('A new password was sent to daniel.kim@example.com');
    const mail = (await t.mails()).at(-1)!;
    expect(mail.to).toBe('daniel.kim@example.com');
    const password = /^ {4}(\S+)$/m.exec(mail.text)![1]!;
    expect(mail.html).toContain('Demo Salon');
    await expect(loginAs(t.app, 'daniel.kim@example.com', password)).resolves.toMatchObject({ role: 'user' });
    expect((await client({ method: 'GET', url: `${API}/users/get-user` })).statusCode).toBe(401);
    expect(
      (await owner({ method: 'PATCH', url: `${API}/users/reset-password?userID=${UNKNOWN}` })).statusCode,
    ).toBe(404);
  });
});
