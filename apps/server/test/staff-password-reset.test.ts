import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { UserInfo } from '@salon/api/auth/schemas';
import {
  PASSWORD_ASSISTANCE_SENT,
  PASSWORD_SET,
  RESET_LINK_INVALID,
} from '@salon/api/customer-accounts/schemas';
import { passwordResets, users } from '../src/db/schema';
import { hashResetToken } from '../src/modules/accounts/password-reset-service';
import { call, DEMO_PASSWORD } from './helper';
import { useTestApp } from './use-test-app';
import { accountsOf } from './matrix/types';

const API = '/api/v1';
const NEW_PASSWORD = 'Fresh8$pass';

const t = useTestApp();

/** Forgot password on the dashboard's sign-in page: no salon named. */
const forgot = (email: string) =>
  call<null>(t.app, {
    method: 'PATCH',
    url: `${API}/users/forgot-password`,
    payload: { email },
  });
const reset = (token: string, password: string) =>
  call<null>(t.app, { method: 'POST', url: `${API}/users/reset-password`, payload: { token, password } });
const dashboardLogin = (email: string, password: string) =>
  call<UserInfo>(t.app, { method: 'POST', url: `${API}/users/login`, payload: { email, password } });

async function mailsTo(email: string) {
  return (await t.mails()).filter((mail) => mail.to === email);
}

/** The token of the newest dashboard reset link e-mailed to `email`. */
async function linkTokenOf(email: string): Promise<string> {
  const text = (await mailsTo(email)).at(-1)?.text ?? '';
  const link = /http:\/\/localhost:3000\/reset-password\?token=([A-Za-z0-9_-]{43})/.exec(text);
  if (!link) throw new Error(`No dashboard reset link e-mailed to ${email}`);
  return link[1]!;
}

describe('staff password reset (PATCH /users/forgot-password without a salon)', () => {
  it('e-mails every staff role a link to the dashboard, from the platform', async () => {
    for (const email of accountsOf('admin', 'superadmin', 'salon', 'manager', 'stylist')) {
      const answer = await forgot(email);
      expect(answer.statusCode).toBe(200);
      expect(answer.body).toMatchObject({ status: true, message: PASSWORD_ASSISTANCE_SENT, data: null });
      const mails = await mailsTo(email);
      expect(mails).toHaveLength(1);
      expect(mails[0]).toMatchObject({ salonId: null, subject: 'Reset your password at Salon Booking' });
      expect(mails[0]!.text).toContain('within 1 hour');
      expect(mails[0]!.text).not.toContain('/salon/');
      await linkTokenOf(email);
    }
  });

  it('answers the same for clients, companies, unknown and disabled accounts, and sends them nothing', async () => {
    await t.container.db.update(users).set({ active: false }).where(eq(users.email, 'owner2@example.com'));
    const before = (await t.mails()).length;
    for (const email of [
      'client@example.com',
      'company@example.com',
      'nobody@staff.example.com',
      'owner2@example.com',
    ]) {
      const answer = await forgot(email);
      expect(answer.statusCode).toBe(200);
      expect(answer.body).toMatchObject({ status: true, message: PASSWORD_ASSISTANCE_SENT, data: null });
    }
    expect((await t.mails()).length).toBe(before);
  });

  it('stores only the SHA-256 of the token', async () => {
    await forgot('manager@example.com');
    const token = await linkTokenOf('manager@example.com');
    const rows = await t.container.db.select().from(passwordResets);
    expect(rows.some((row) => row.tokenHash === hashResetToken(token))).toBe(true);
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it('sets the password with the app rule, signs out every session, and the link works once', async () => {
    const email = 'stylist@example.com';
    const first = (await dashboardLogin(email, DEMO_PASSWORD)).body.data.token;
    const second = (await dashboardLogin(email, DEMO_PASSWORD)).body.data.token;
    await forgot(email);
    const token = await linkTokenOf(email);

    const weak = await reset(token, 'abcdefgh');
    expect(weak.statusCode).toBe(400);

    const answer = await reset(token, NEW_PASSWORD);
    expect(answer.statusCode).toBe(200);
    expect(answer.body.message).toBe(PASSWORD_SET);
    for (const session of [first, second]) {
      const me = await call(t.app, {
        method: 'GET',
        url: `${API}/users/get-user`,
        headers: { token: session },
      });
      expect(me.statusCode).toBe(401);
    }
    expect((await dashboardLogin(email, DEMO_PASSWORD)).statusCode).toBe(401);
    expect((await dashboardLogin(email, NEW_PASSWORD)).statusCode).toBe(200);

    const again = await reset(token, 'Another8$pass');
    expect(again.statusCode).toBe(400);
    expect(again.body.message).toBe(RESET_LINK_INVALID);
  });

  it('still serves customers when the salon is named', async () => {
    const answer = await call<null>(t.app, {
      method: 'PATCH',
      url: `${API}/users/forgot-password?name=demo-salon`,
      payload: { email: 'client@example.com' },
    });
    expect(answer.statusCode).toBe(200);
    const [mail] = await mailsTo('client@example.com');
    expect(mail!.text).toContain('/salon/demo-salon/reset-password?token=');
  });
});
