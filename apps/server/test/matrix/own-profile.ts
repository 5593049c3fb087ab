import { API_BASE } from '@salon/api/contract';
import { call, type TestApp } from '../helper';

/**
 * The body of a call whose payload is `'self'`: the caller's own profile, as the profile form sends it
 * back, so that only the caller's role decides the answer.
 */
export async function ownProfile(t: TestApp, token: string) {
  const profile = await call<{ name: string; email: string; phone: string | null; address: string | null }>(
    t.app,
    { method: 'GET', url: `${API_BASE}/users/get-user`, headers: { token } },
  );
  const { name, email, phone, address } = profile.body.data;
  return { name, email, phone: phone ?? '2125550000', address: address ?? 'Somewhere 1' };
}
