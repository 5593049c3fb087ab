import { describe, expect, it } from 'vitest';
import type { Paged } from '@salon/api/shared/schemas';
import type { SalonItem } from '@salon/api/salons/schemas';
import type { StaffItem } from '@salon/api/staff/schemas';
import type { AvailableDay } from '@salon/api/booking/schemas';
import type { StylistItem, StylistOption, StylistSettings } from '@salon/api/stylists/schemas';
import { DEMO_SALON_ID, DEMO_USER_IDS, SECOND_SALON_ID } from '../src/seed/demo-data';
import { call, DEMO_PASSWORD, injectAs } from './helper';
import { useSession, useTestApp } from './use-test-app';
import { multipart, TINY_PNG } from './multipart';

const STRONG = 'Strong8$pass';
const ANNA = '0e5e0000-0000-4000-8000-000000000012'; // a stylist of the second salon
const API = '/api/v1';

const t = useTestApp();
const owner = useSession(t, 'owner@example.com');
const admin = useSession(t, 'admin@example.com');

let n = 0;
const fresh = () => {
  n += 1;
  return { email: `people.test.${n}@example.com`, phone: String(6175550000 + n) };
};
const stylistForm = (fields: Record<string, string>, image: Buffer | null = TINY_PNG) =>
  multipart(
    { name: 'Nina Novak', address: '1 Main Street', gender: 'female', ...fields },
    image ? { field: 'image', content: image, name: 'photo.png' } : undefined,
  );
const keyOf = (url: string | null) => url!.split('/').pop()!;

describe('stylists', () => {
  it('creates a stylist with a photo kept in storage, listed for its salon only', async () => {
    const created = await owner<StylistItem>({
      method: 'POST',
      url: `${API}/stylist/create-stylist`,
      ...stylistForm({ ...fresh(), password: STRONG }),
    });
    expect(created.statusCode).toBe(200);
    expect(created.body.message).toBe('Stylist created successfully');
    expect(created.body.data).toMatchObject({ name: 'Nina Novak', active: true, gender: 'female' });
    expect(created.body.data.photo).toMatch(/^\/uploads\/[0-9a-f-]{36}\.png$/);
    expect(await t.container.storage.get(keyOf(created.body.data.photo))).not.toBeNull();

    const list = await owner<Paged<StylistItem>>({
      method: 'GET',
      url: `${API}/stylist/get-stylist?filterValue=nina`,
    });
    expect(list.body.data.result.map((s) => s._id)).toContain(created.body.data._id);
    const owner2 = await injectAs(t.app, 'owner2@example.com');
    const other = await owner2<Paged<StylistItem>>({
      method: 'GET',
      url: `${API}/stylist/get-stylist?pageSize=1000`,
    });
    expect(other.body.data.result.map((s) => s._id)).not.toContain(created.body.data._id);

    // Replacing the photo removes the old file; deleting the stylist removes the new one.
    const updated = await owner<StylistItem>({
      method: 'POST',
      url: `${API}/stylist/create-stylist`,
      ...stylistForm({
        id: created.body.data._id,
        email: created.body.data.email,
        phone: created.body.data.phone!,
      }),
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.body.data.photo).not.toBe(created.body.data.photo);
    expect(await t.container.storage.get(keyOf(created.body.data.photo))).toBeNull();
    const deleted = await owner({
      method: 'DELETE',
      url: `${API}/stylist/delete-stylist?stylistId=${created.body.data._id}`,
    });
    expect(deleted.statusCode).toBe(200);
    expect(await t.container.storage.get(keyOf(updated.body.data.photo))).toBeNull();
  });

  it('e-mails a new stylist where to sign in and a link to choose their own password', async () => {
    const contact = fresh();
    const created = await owner<StylistItem>({
      method: 'POST',
      url: `${API}/stylist/create-stylist`,
      ...stylistForm({ ...contact, password: STRONG }),
    });
    expect(created.statusCode, created.body.message).toBe(200);
    const mails = (await t.mails()).filter((mail) => mail.to === contact.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      salonId: DEMO_SALON_ID,
      subject: 'You have been added to the team at Demo Salon',
    });
    expect(mails[0]!.text).toContain('within 7 days');
    const token = /\/reset-password\?token=([A-Za-z0-9_-]{43})/.exec(mails[0]!.text)?.[1];
    expect(token).toBeDefined();
    const chosen = 'Chosen9$pass';
    const set = await call(t.app, {
      method: 'POST',
      url: `${API}/users/reset-password`,
      payload: { token, password: chosen },
    });
    expect(set.statusCode, set.body.message).toBe(200);
    const login = await call(t.app, {
      method: 'POST',
      url: `${API}/users/login`,
      payload: { email: contact.email, password: chosen },
    });
    expect(login.statusCode).toBe(200);
    // An edit sends nothing more.
    await owner({
      method: 'POST',
      url: `${API}/stylist/create-stylist`,
      ...stylistForm({ id: created.body.data._id, ...contact }),
    });
    expect((await t.mails()).filter((mail) => mail.to === contact.email)).toHaveLength(1);
  });

  it('keeps the short bio the owner writes, shows it with the photo on the booking page, and clears it', async () => {
    const created = await owner<StylistItem>({
      method: 'POST',
      url: `${API}/stylist/create-stylist`,
      ...stylistForm({ ...fresh(), password: STRONG, bio: '  Colour specialist, ten years of balayage.  ' }),
    });
    expect(created.statusCode, created.body.message).toBe(200);
    expect(created.body.data.bio).toBe('Colour specialist, ten years of balayage.');
    const day = await call<AvailableDay>(t.app, {
      method: 'POST',
      url: `${API}/public/appointment/get-available-appointment-by-date`,
      payload: { requestDate: '2030-01-07', salon: DEMO_SALON_ID, stylistId: created.body.data._id },
    });
    expect(day.statusCode, day.body.message).toBe(200);
    expect(day.body.data.stylists[0]!.stylistData).toMatchObject({
      name: 'Nina Novak',
      bio: 'Colour specialist, ten years of balayage.',
      photo: created.body.data.photo,
    });
    const form = {
      id: created.body.data._id,
      email: created.body.data.email,
      phone: created.body.data.phone!,
    };
    // Absent: kept; blank: cleared; too long: refused.
    const kept = await owner<StylistItem>({
      method: 'POST',
      url: `${API}/stylist/create-stylist`,
      ...stylistForm(form, null),
    });
    expect(kept.body.data.bio).toBe('Colour specialist, ten years of balayage.');
    const cleared = await owner<StylistItem>({
      method: 'POST',
      url: `${API}/stylist/create-stylist`,
      ...stylistForm({ ...form, bio: ' ' }, null),
    });
    expect(cleared.body.data.bio).toBeNull();
    const long = await owner({
      method: 'POST',
      url: `${API}/stylist/create-stylist`,
      ...stylistForm({ ...form, bio: 'x'.repeat(301) }, null),
    });
    expect(long.statusCode).toBe(400);
  });

  it.each([
    [{ password: STRONG }, null, 400, 'image: is required'],
    [{}, TINY_PNG, 400, 'password: is required'],
    [{ password: 'Short1!' }, TINY_PNG, 400, 'password: must be at least 8 characters'],
    [
      { password: 'longenough1' },
      TINY_PNG,
      400,
      'password: must contain a letter, a digit and one of $@!%*?&',
    ],
    [{ password: STRONG, phone: '12345' }, TINY_PNG, 400, 'phone: must be 10 digits'],
    [
      { password: STRONG },
      Buffer.from('<script>alert(1)</script>'),
      400,
      'image: must be an image (JPEG, PNG, GIF or WebP)',
    ],
    [
      { password: STRONG },
      Buffer.concat([TINY_PNG, Buffer.alloc(2 * 1024 * 1024)]),
      413,
      'image: file is larger than 2 MB',
    ],
  ])('refuses %j with %s', async (fields, image, status, message) => {
    const answer = await owner({
      method: 'POST',
      url: `${API}/stylist/create-stylist`,
      ...stylistForm({ ...fresh(), ...(fields as Record<string, string>) }, image),
    });
    expect(answer.statusCode).toBe(status);
    expect(answer.body.message).toBe(message);
  });

  it('answers duplicates with 409: e-mails across the platform, phones within the salon', async () => {
    const email = await owner({
      method: 'POST',
      url: `${API}/stylist/create-stylist`,
      ...stylistForm({ email: 'anna.schmidt@example.com', phone: fresh().phone, password: STRONG }),
    });
    expect(email.statusCode).toBe(409);
    expect(email.body.message).toBe('An account with this email address already exists');
    const phone = await owner({
      method: 'POST',
      url: `${API}/stylist/create-stylist`,
      ...stylistForm({ email: fresh().email, phone: '2125550116', password: STRONG }),
    });
    expect(phone.statusCode).toBe(409);
    expect(phone.body.message).toBe('An account with this phone number already exists in this salon');
    // The second salon's phone is free in this salon.
    const otherSalonPhone = await owner<StylistItem>({
      method: 'POST',
      url: `${API}/stylist/create-stylist`,
      ...stylistForm({ email: fresh().email, phone: '3055550118', password: STRONG }),
    });
    expect(otherSalonPhone.statusCode).toBe(200);
  });

  it("never touches another salon's stylist (404, unchanged)", async () => {
    for (const request of [
      {
        method: 'PATCH' as const,
        url: `${API}/stylist/enable-disable-stylist?userID=${ANNA}`,
        payload: { enable: false },
      },
      { method: 'DELETE' as const, url: `${API}/stylist/delete-stylist?stylistId=${ANNA}` },
      { method: 'PATCH' as const, url: `${API}/stylist/reset-password?stylistId=${ANNA}` },
      { method: 'GET' as const, url: `${API}/stylist/get-stylist-settings?stylistId=${ANNA}` },
    ]) {
      const answer = await owner(request);
      expect(answer.statusCode, request.url).toBe(404);
      expect(answer.body.message).toBe('Stylist not found');
    }
    const anna = await t.repositories.stylists.find(SECOND_SALON_ID, ANNA);
    expect(anna).toMatchObject({ active: true });
  });

  it('lists enabled stylists as options (1000 per page by default) and the admin reads every salon', async () => {
    const options = await owner<Paged<StylistOption>>({
      method: 'GET',
      url: `${API}/stylist/get-enable-stylist`,
    });
    expect(options.statusCode).toBe(200);
    expect(options.body.data.result.length).toBeGreaterThanOrEqual(3);
    expect(options.body.data.result.map((s) => s._id)).not.toContain(ANNA);
    const all = await admin<Paged<StylistItem>>({
      method: 'GET',
      url: `${API}/stylist/get-stylist?pageSize=1000`,
    });
    expect(all.body.data.result.map((s) => s._id)).toContain(ANNA);
    const adminWrite = await admin({
      method: 'DELETE',
      url: `${API}/stylist/delete-stylist?stylistId=${ANNA}`,
    });
    expect(adminWrite.statusCode).toBe(403);
  });

  it('resets a password: new password mailed, old one and every session dead', async () => {
    const stylist = await injectAs(t.app, 'priya.shah@example.com');
    const answer = await owner({
      method: 'PATCH',
      url: `${API}/stylist/reset-password?stylistId=${stylist.info._id}`,
    });
    expect(answer.statusCode).toBe(200);
    const mail = (await t.mails()).at(-1)!;
    expect(mail.to).toBe('priya.shah@example.com');
    const password = /^ {4}(\S+)$/m.exec(mail.text)![1]!;
    expect(password).toMatch(/^(?=.*[A-Za-z])(?=.*\d)(?=.*[$@!%*?&]).{14}$/);
    expect((await stylist({ method: 'GET', url: `${API}/users/get-user` })).statusCode).toBe(401);
    const login = (pw: string) =>
      call(t.app, {
        method: 'POST',
        url: `${API}/users/login`,
        payload: { email: 'priya.shah@example.com', password: pw },
      });
    expect((await login(DEMO_PASSWORD)).statusCode).toBe(401);
    expect((await login(password)).statusCode).toBe(200);
  });

  it('saves settings with services of the salon only, and reads them back', async () => {
    const stylistId = DEMO_USER_IDS.stylist;
    const body = {
      id: stylistId,
      recurringType: 'month',
      intervalTime: 45,
      startTime: '13:00',
      endTime: '14:00',
      services: '00000000-0000-4000-8000-000000000999',
      isBreakTimeCompulsory: true,
    };
    const unknown = await owner({
      method: 'POST',
      url: `${API}/stylist/add-stylist-settings`,
      payload: body,
    });
    expect(unknown).toMatchObject({
      statusCode: 400,
      body: { message: 'services: must be services of this salon' },
    });
    const backwards = await owner({
      method: 'POST',
      url: `${API}/stylist/add-stylist-settings`,
      payload: { ...body, startTime: '15:00' },
    });
    expect(backwards.body.message).toBe('endTime: must be after startTime');
    const missing = await owner({
      method: 'POST',
      url: `${API}/stylist/add-stylist-settings`,
      payload: { ...body, services: '' },
    });
    expect(missing.body.message).toBe('services: must not be empty');

    const { services } = await import('../src/db/schema');
    const [category] = await t.container.db
      .insert(services)
      .values({ salonId: DEMO_SALON_ID, title: 'Hair' })
      .returning();
    const [cut] = await t.container.db
      .insert(services)
      .values({ salonId: DEMO_SALON_ID, parentId: category!.id, title: 'Cut' })
      .returning();
    const saved = await owner<StylistSettings>({
      method: 'POST',
      url: `${API}/stylist/add-stylist-settings`,
      payload: { ...body, services: cut!.id },
    });
    expect(saved.statusCode).toBe(200);
    const read = await owner<StylistSettings>({
      method: 'GET',
      url: `${API}/stylist/get-stylist-settings?stylistId=${stylistId}`,
    });
    expect(read.body.data).toEqual({
      stylistId,
      startTime: '13:00',
      endTime: '14:00',
      recurringType: 'month',
      intervalTime: 45,
      services: [cut!.id],
      isBreakTimeCompulsory: true,
    });
  });
});

describe('salons', () => {
  it('creates a salon with its owner account, logo and a unique slug; the owner signs in', async () => {
    const { email, phone } = fresh();
    const create = () =>
      admin<SalonItem>({
        method: 'POST',
        url: `${API}/salon/create-salon`,
        ...multipart(
          {
            name: 'Demo Salon',
            email: n === 0 ? email : fresh().email,
            phone,
            address: '9 Elm Street',
            password: STRONG,
          },
          { field: 'image', content: TINY_PNG, name: 'logo.png' },
        ),
      });
    const first = await create();
    expect(first.statusCode).toBe(200);
    expect(first.body.data).toMatchObject({
      name: 'Demo Salon',
      slug: 'demo-salon-2',
      active: true,
      cancel_at_period_end: false,
    });
    expect(first.body.data.photo).toMatch(/^\/uploads\//);
    expect(first.body.data.owner?.email).toBe(first.body.data.email);
    const second = await create();
    expect(second.body.data.slug).toBe('demo-salon-3');
    const login = await call(t.app, {
      method: 'POST',
      url: `${API}/users/login`,
      payload: { email: first.body.data.email, password: STRONG },
    });
    expect(login.statusCode).toBe(200);
    expect(login.body.data).toMatchObject({ role: 'salon', salon: { _id: first.body.data._id } });
  });

  it('creates a salon where the admin says it is: a Leeds salon keeps London time, pounds and en-GB', async () => {
    const { email, phone } = fresh();
    const place = { country: 'GB', timeZone: 'Europe/London', currency: 'GBP', locale: 'en-GB' };
    const form = (fields: Record<string, string>) =>
      multipart(
        { name: 'Leeds Salon', email, phone, address: '2 Briggate, Leeds', password: STRONG, ...fields },
        { field: 'image', content: TINY_PNG, name: 'logo.png' },
      );
    const wrong = await admin({
      method: 'POST',
      url: `${API}/salon/create-salon`,
      ...form({ ...place, timeZone: 'Europe/Leeds' }),
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.body.message).toMatch(/^timeZone: /);
    const created = await admin<SalonItem>({
      method: 'POST',
      url: `${API}/salon/create-salon`,
      ...form(place),
    });
    expect(created.statusCode, created.body.message).toBe(200);
    const leeds = await injectAs(t.app, email, STRONG);
    const zone = await leeds<{ timeZone: string; country: string | null }>({
      method: 'GET',
      url: `${API}/booking-settings/time-zone`,
    });
    expect(zone.body.data).toEqual({ timeZone: 'Europe/London', country: 'GB' });
    const money = await leeds<{ currency: string; locale: string }>({
      method: 'GET',
      url: `${API}/salon/money-settings`,
    });
    expect(money.body.data).toEqual({ currency: 'GBP', locale: 'en-GB' });
  });

  it('refuses a taken e-mail (409), a missing logo or password (400), and non-admins (403)', async () => {
    const form = (fields: Record<string, string>, logo = true) =>
      multipart(
        { name: 'Taken', address: '1 Main Street', phone: fresh().phone, ...fields },
        logo ? { field: 'image', content: TINY_PNG, name: 'logo.png' } : undefined,
      );
    const taken = await admin({
      method: 'POST',
      url: `${API}/salon/create-salon`,
      ...form({ email: 'owner2@example.com', password: STRONG }),
    });
    expect(taken).toMatchObject({
      statusCode: 409,
      body: { message: 'An account with this email address already exists' },
    });
    const noLogo = await admin({
      method: 'POST',
      url: `${API}/salon/create-salon`,
      ...form({ ...fresh(), password: STRONG }, false),
    });
    expect(noLogo.body.message).toBe('image: is required');
    const noPassword = await admin({ method: 'POST', url: `${API}/salon/create-salon`, ...form(fresh()) });
    expect(noPassword.body.message).toBe('password: is required');
    const asOwner = await owner({ method: 'GET', url: `${API}/salon/get-salon` });
    expect(asOwner.statusCode).toBe(403);
  });

  it('disabling a salon stops its people signing in and ends their sessions', async () => {
    const manager = await injectAs(t.app, 'manager@example.com');
    const off = await admin<SalonItem>({
      method: 'PATCH',
      url: `${API}/salon/enable-disable-salon?userID=${DEMO_SALON_ID}`,
      payload: { enable: false },
    });
    expect(off.body.data.active).toBe(false);
    try {
      const again = await manager({ method: 'GET', url: `${API}/users/get-user` });
      expect(again).toMatchObject({ statusCode: 401, body: { message: 'Your salon is disabled' } });
      const login = await call(t.app, {
        method: 'POST',
        url: `${API}/users/login`,
        payload: { email: 'stylist@example.com', password: DEMO_PASSWORD },
      });
      expect(login).toMatchObject({ statusCode: 401, body: { message: 'Your salon is disabled' } });
    } finally {
      await admin({
        method: 'PATCH',
        url: `${API}/salon/enable-disable-salon?userID=${DEMO_SALON_ID}`,
        payload: { enable: true },
      });
    }
    expect((await manager({ method: 'GET', url: `${API}/users/get-user` })).statusCode).toBe(200);
  });

  it('saves the app menu, cancels subscriptions, resets the owner password and deletes', async () => {
    const menu = await admin<SalonItem>({
      method: 'PATCH',
      url: `${API}/salon/change-menu-setting?userID=${SECOND_SALON_ID}`,
      payload: { appMenu: { isVideo: true, isCheckin: false, isPOS: true } },
    });
    expect(menu.body.data.appMenu).toEqual({ isVideo: true, isCheckin: false, isPOS: true });

    const cancelOther = await owner({
      method: 'GET',
      url: `${API}/plan/cancel-subscription?id=${SECOND_SALON_ID}`,
    });
    expect(cancelOther.statusCode).toBe(404);
    expect((await t.repositories.salons.findById(SECOND_SALON_ID))?.cancelAtPeriodEnd).toBe(false);
    const cancelOwn = await owner({
      method: 'GET',
      url: `${API}/plan/cancel-subscription?id=${DEMO_SALON_ID}`,
    });
    expect(cancelOwn.body.data).toEqual({ _id: DEMO_SALON_ID, cancel_at_period_end: true });

    const doomed = await admin<SalonItem>({
      method: 'POST',
      url: `${API}/salon/create-salon`,
      ...multipart(
        { name: 'Doomed', ...fresh(), address: '1 Main Street', password: STRONG },
        { field: 'image', content: TINY_PNG, name: 'logo.png' },
      ),
    });
    const reset = await admin({
      method: 'PATCH',
      url: `${API}/salon/reset-password?salonID=${doomed.body.data._id}`,
    });
    expect(reset.body.message).toBe(`A new password has been sent to ${doomed.body.data.email}`);
    expect((await t.mails()).at(-1)?.to).toBe(doomed.body.data.email);
    const removed = await admin({
      method: 'DELETE',
      url: `${API}/salon/delete-salon?salonID=${doomed.body.data._id}`,
    });
    expect(removed.statusCode).toBe(200);
    expect(await t.container.storage.get(keyOf(doomed.body.data.photo))).toBeNull();
    const gone = await admin({
      method: 'DELETE',
      url: `${API}/salon/delete-salon?salonID=${doomed.body.data._id}`,
    });
    expect(gone.statusCode).toBe(404);
  });
});

describe('salon staff', () => {
  const body = (fields: Record<string, unknown> = {}) => ({
    name: 'Marco Manager',
    ...fresh(),
    address: '1 Main Street',
    password: STRONG,
    role: 'manager',
    ...fields,
  });

  it('creates managers in the viewer salon; the admin must pick one', async () => {
    const created = await owner<StaffItem>({
      method: 'POST',
      url: `${API}/salon-staff/create-salon-staff`,
      payload: body(),
    });
    expect(created.statusCode).toBe(200);
    expect(created.body.data).toMatchObject({ role: 'manager', salon: { _id: DEMO_SALON_ID } });
    const noSalon = await admin({
      method: 'POST',
      url: `${API}/salon-staff/create-salon-staff`,
      payload: body(),
    });
    expect(noSalon).toMatchObject({ statusCode: 400, body: { message: 'salonId: is required' } });
    const foreign = await owner({
      method: 'POST',
      url: `${API}/salon-staff/create-salon-staff`,
      payload: body({ salonId: SECOND_SALON_ID }),
    });
    expect(foreign.statusCode).toBe(404);
    const role = await owner({
      method: 'POST',
      url: `${API}/salon-staff/create-salon-staff`,
      payload: body({ role: 'salon' }),
    });
    expect(role).toMatchObject({ statusCode: 400, body: { message: 'role: must be manager' } });
    const noPassword = await owner({
      method: 'POST',
      url: `${API}/salon-staff/create-salon-staff`,
      payload: body({ password: undefined }),
    });
    expect(noPassword.body.message).toBe('password: is required');
    const dupe = await owner({
      method: 'POST',
      url: `${API}/salon-staff/create-salon-staff`,
      payload: body({ email: 'manager@example.com' }),
    });
    expect(dupe.statusCode).toBe(409);
    // Editing keeps the salon.
    const moved = await admin({
      method: 'POST',
      url: `${API}/salon-staff/create-salon-staff`,
      payload: body({ id: created.body.data._id, salonId: SECOND_SALON_ID, password: undefined }),
    });
    expect(moved).toMatchObject({
      statusCode: 400,
      body: { message: 'salonId: the salon of a salon user cannot be changed' },
    });
  });

  it('shows superadmins read-only to the admin and superadmins, not to salon owners', async () => {
    const superadmin = await injectAs(t.app, 'superadmin@example.com');
    const list = await superadmin<Paged<StaffItem>>({
      method: 'GET',
      url: `${API}/salon-staff/get-salon-staff`,
    });
    expect(list.body.data.result[0]).toMatchObject({ role: 'superadmin' });
    const ownerList = await owner<Paged<StaffItem>>({
      method: 'GET',
      url: `${API}/salon-staff/get-salon-staff`,
    });
    expect(ownerList.body.data.result.every((row) => row.role === 'manager')).toBe(true);
    const toggle = await superadmin({
      method: 'PATCH',
      url: `${API}/salon-staff/enable-disable-salon-staff?userID=${DEMO_USER_IDS.superadmin}`,
      payload: { enable: false },
    });
    expect(toggle.statusCode).toBe(403);
    const remove = await admin({
      method: 'DELETE',
      url: `${API}/salon-staff/delete-salon-staff?salonID=${DEMO_USER_IDS.superadmin}`,
    });
    expect(remove.statusCode).toBe(403);
    const managerDelete = await owner2Delete();
    expect(managerDelete.statusCode).toBe(404);
  });
});

/** The second salon's owner cannot delete the first salon's manager. */
async function owner2Delete() {
  const owner2 = await injectAs(t.app, 'owner2@example.com');
  return owner2({
    method: 'DELETE',
    url: `${API}/salon-staff/delete-salon-staff?salonID=${DEMO_USER_IDS.manager}`,
  });
}
