import { object, string } from 'superstruct';
import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from './client';
import { endpoint } from './contract';
import { ApiError } from './errors';

const echo = endpoint({
  method: 'POST',
  path: '/things/:id',
  auth: 'token',
  params: object({ id: string() }),
  query: object({ q: string() }),
  body: object({ name: string() }),
  data: object({ name: string() }),
});
const open = endpoint({ method: 'GET', path: '/open', auth: 'none', data: object({ ok: string() }) });

function fakeFetch(status: number, body: unknown) {
  return vi.fn(async () => new Response(typeof body === 'string' ? body : JSON.stringify(body), { status }));
}

describe('createApiClient', () => {
  it('sends the token header, JSON body, path params and query; resolves with message and data', async () => {
    const fetch = fakeFetch(200, { status: true, message: 'Saved', data: { name: 'A' } });
    const call = createApiClient({ fetch, getToken: () => 't0k' });
    const result = await call(echo, { params: { id: 'x 1' }, query: { q: 'a&b' }, body: { name: 'A' } });
    expect(result).toEqual({ message: 'Saved', data: { name: 'A' } });
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/v1/things/x%201?q=a%26b');
    expect(init.headers).toMatchObject({ token: 't0k', 'content-type': 'application/json' });
    expect(init.body).toBe('{"name":"A"}');
  });

  it('does not send the token to calls without auth', async () => {
    const fetch = fakeFetch(200, { status: true, message: '', data: { ok: 'y' } });
    await createApiClient({ fetch, getToken: () => 't0k' })(open);
    const [, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(init.headers).not.toHaveProperty('token');
  });

  it('raises ApiError with the server message, status and code', async () => {
    const call = createApiClient({
      fetch: fakeFetch(401, { status: false, message: 'invalid_token', code: 'invalid_token' }),
    });
    const error = await call(open).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ message: 'invalid_token', status: 401, code: 'invalid_token' });
  });

  it('treats status false in a 200 as a failure with its message', async () => {
    const call = createApiClient({ fetch: fakeFetch(200, { status: false, message: 'Nope' }) });
    await expect(call(open)).rejects.toMatchObject({ message: 'Nope' });
  });

  it('falls back to the network error message', async () => {
    const fetch = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(createApiClient({ fetch })(open)).rejects.toMatchObject({
      message: 'Failed to fetch',
      status: 0,
    });
  });

  it('names the status when a failure has no message (a proxy error page)', async () => {
    const call = createApiClient({ fetch: fakeFetch(502, '<html>Bad gateway</html>') });
    await expect(call(open)).rejects.toMatchObject({
      message: 'Request failed with status code 502',
      status: 502,
    });
  });

  it('rejects data that breaks the contract', async () => {
    const call = createApiClient({ fetch: fakeFetch(200, { status: true, message: '', data: { ok: 1 } }) });
    await expect(call(open)).rejects.toThrow(/Unexpected response from \/open/);
  });
});
