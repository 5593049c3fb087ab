import type { InjectOptions } from 'fastify';
import { API_BASE } from '@salon/api/contract';
import type { TestApp } from '../helper';
import { ownProfile } from './own-profile';
import type { Case, Scope } from './types';

/**
 * The request of one call of the case keyed `name` (`METHOD /path`) for `scope`: the key's method, the
 * case's path under the API base and its headers, with `token` when signed in. A `payload: 'self'` is
 * the caller's own profile (empty signed out).
 */
export async function caseRequest(
  t: TestApp,
  name: string,
  entry: Case,
  scope: Scope,
  token?: string,
): Promise<InjectOptions> {
  const request = await entry.request(scope, t);
  if (request.payload === 'self') request.payload = token ? await ownProfile(t, token) : {};
  return {
    ...request,
    method: name.slice(0, name.indexOf(' ')) as InjectOptions['method'],
    url: `${API_BASE}${request.url as string}`,
    headers: { ...(request.headers ?? {}), ...(token ? { token } : {}) },
  };
}
