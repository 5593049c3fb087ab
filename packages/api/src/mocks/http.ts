import {
  delay,
  http,
  HttpResponse,
  type DefaultBodyType,
  type HttpResponseResolver,
  type PathParams,
} from 'msw';
import { validate } from 'superstruct';
import { API_BASE, type Endpoint } from '../contract';
import { pageOf } from './paging';

/** The MSW path of an endpoint: `:name` parameters stay as MSW path parameters. */
export function mockPath(endpoint: Endpoint<unknown, unknown, unknown, unknown>): string {
  return `*${API_BASE}${endpoint.path}`;
}

export function ok<D>(data: D, message = 'Success') {
  return HttpResponse.json({ status: true, message, data });
}

export function fail(status: number, message: string, code?: string) {
  return HttpResponse.json({ status: false, message, ...(code ? { code } : {}) }, { status });
}

type Resolver = HttpResponseResolver<PathParams, DefaultBodyType>;

/**
 * An MSW handler for one contract endpoint. A JSON body that the endpoint's schema rejects is answered
 * with 400, exactly as the server would, so a story cannot pass with a request the server refuses.
 */
export function mockEndpoint<P, Q, B, D>(endpoint: Endpoint<P, Q, B, D>, resolver: Resolver) {
  const method = endpoint.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete';
  return http[method](mockPath(endpoint as Endpoint<unknown, unknown, unknown, unknown>), async (info) => {
    if (endpoint.body && !endpoint.multipart && endpoint.method !== 'GET') {
      const body: unknown = await info.request
        .clone()
        .json()
        .catch(() => undefined);
      const [failure] = validate(body, endpoint.body, { coerce: true });
      if (failure) return fail(400, `Invalid request body: ${failure.message}`);
    }
    return resolver(info);
  });
}

/** A handler for one endpoint that always answers with the server's error: a story's failure state. */
export function mockFailure<P, Q, B, D>(
  endpoint: Endpoint<P, Q, B, D>,
  status: number,
  message: string,
  code?: string,
) {
  return mockEndpoint(endpoint, () => fail(status, message, code));
}

/** A resolver that never answers: the request stays pending. */
export async function neverAnswer() {
  await delay('infinite');
  return ok(null);
}

/** A handler for one endpoint that never answers: a story's loading or submitting state. */
export function mockPending<P, Q, B, D>(endpoint: Endpoint<P, Q, B, D>) {
  return mockEndpoint(endpoint, neverAnswer);
}

/** The states every list story shows of its paged list: loading, empty, and failing with `message` (500). */
export function listStates<P, Q, B, D>(endpoint: Endpoint<P, Q, B, D>, message: string) {
  return {
    listLoading: mockPending(endpoint),
    listEmpty: mockEndpoint(endpoint, () => ok(pageOf([]))),
    listError: mockFailure(endpoint, 500, message),
  };
}
