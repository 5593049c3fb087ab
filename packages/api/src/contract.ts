import type { Struct } from 'superstruct';

/** Who may call an endpoint: nobody signed in, any signed-in user, or a signed-in user when present. */
export type EndpointAuth = 'none' | 'token' | 'optional';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * One call of `/api/v1`, described once and used three times: the client sends it, the MSW handlers
 * answer it, and the server registers and validates it. `path` may hold `:name` parameters.
 */
export interface Endpoint<Params = unknown, Query = unknown, Body = unknown, Data = unknown> {
  readonly method: HttpMethod;
  readonly path: string;
  readonly auth: EndpointAuth;
  readonly params?: Struct<Params, unknown>;
  readonly query?: Struct<Query, unknown>;
  readonly body?: Struct<Body, unknown>;
  /** Multipart bodies are described by `body` for their text fields; files travel beside them. */
  readonly multipart?: boolean;
  /**
   * A file answer instead of the JSON envelope (a CSV export, a calendar feed): its media type. `data`
   * then describes the file as text; failures still answer the envelope.
   */
  readonly produces?: 'text/csv' | 'text/calendar';
  readonly data: Struct<Data, unknown>;
  /**
   * Failure statuses beyond those its shape implies (400 with input, 401/403/404 with a session, 404
   * with a path parameter, 409 for writes, 429 with a route limit, 503): the OpenAPI document lists both.
   */
  readonly failures?: readonly number[];
}

export type ParamsOf<E> = E extends Endpoint<infer P, unknown, unknown, unknown> ? P : never;
export type QueryOf<E> = E extends Endpoint<unknown, infer Q, unknown, unknown> ? Q : never;
export type BodyOf<E> = E extends Endpoint<unknown, unknown, infer B, unknown> ? B : never;
export type DataOf<E> = E extends Endpoint<unknown, unknown, unknown, infer D> ? D : never;

export function endpoint<P = undefined, Q = undefined, B = undefined, D = unknown>(
  definition: Endpoint<P, Q, B, D>,
): Endpoint<P, Q, B, D> {
  return definition;
}

export const API_BASE = '/api/v1';

/** `/users/:id` with `{id: 'u1'}` gives `/users/u1`. */
export function fillPath(path: string, params: Record<string, unknown> | undefined): string {
  return path.replace(/:([A-Za-z_]+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null) throw new Error(`Missing path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
}
