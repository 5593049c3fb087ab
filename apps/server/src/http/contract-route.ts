import type { RateLimitOptions } from '@fastify/rate-limit';
import type { Readable } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { validate } from 'superstruct';
import type { Endpoint } from '@salon/api/contract';
import type { Envelope } from '@salon/api/envelope';
import { UnauthorizedError } from '../errors';
import { assertSafeInput } from './hostile-input';
import { readMultipart, removeUploads, type UploadedFile, type UploadField } from './uploads';
import { coerceTextFields, parsePart } from './validation';
import type { Authenticator, Viewer } from './viewer';

export interface RouteContext<P, Q, B> {
  params: P;
  query: Q;
  body: B;
  /** The signed-in caller; reading it on an endpoint that allows anonymous callers throws a 401. */
  readonly viewer: Viewer;
  /** The caller when signed in (endpoints with `auth: 'optional'`). */
  optionalViewer: Viewer | null;
  /** Files of a multipart endpoint, by field, already checked by content and size; removed after the handler. */
  files: Record<string, UploadedFile>;
  request: FastifyRequest;
}

export interface RouteResult<D> {
  data: D;
  /** Shown to the user in a toast; defaults to "Success". */
  message?: string;
}

/** The answer of a file endpoint (`produces`): sent as it is, streamed, instead of the envelope. */
export interface FileResult {
  file: {
    body: Readable;
    /** Defaults to the endpoint's `produces`, in UTF-8. */
    contentType?: string;
    /** Offered to the browser as a download under this name. */
    filename?: string;
    /** Defaults to `no-store`: exports and feeds hold private data. */
    cacheControl?: string;
  };
}

export interface RouteOptions {
  /** Per-route limit of @fastify/rate-limit (registered with `global: false`). */
  rateLimit?: RateLimitOptions;
  /** The file fields a multipart endpoint accepts; required for multipart endpoints. */
  uploads?: Record<string, UploadField>;
  /**
   * Runs after authentication and before validation (so a malformed request counts too): the route's
   * rate limit, told who is signed in (a signed-in client is counted by account, not by address).
   */
  limit?: (request: FastifyRequest, viewer: Viewer | null) => Promise<void>;
}

export type ContractRouter = <P, Q, B, D>(
  endpoint: Endpoint<P, Q, B, D>,
  handler: (context: RouteContext<P, Q, B>) => Promise<RouteResult<D> | FileResult>,
  options?: RouteOptions,
) => void;

export interface ContractRouterOptions {
  authenticate: Authenticator;
  /** Check every answer against the endpoint's `data` struct (tests): contract drift becomes a 500. */
  validateResponses?: boolean;
  /**
   * Told of every endpoint registered, with its route options: the authorization matrix checks each has
   * an entry, the OpenAPI document lists it (with a 429 when it is rate limited, and its file fields).
   */
  onRegister?: (endpoint: Endpoint<unknown, unknown, unknown, unknown>, options: RouteOptions) => void;
}

function textRecord(value: unknown): Record<string, unknown> {
  return value && typeof value === 'object' ? { ...(value as Record<string, unknown>) } : {};
}

/**
 * Registers contract endpoints on `app` (mounted under `/api/v1`): authenticates per the endpoint's
 * `auth`, validates params, query and body with its structs (400 with a message naming the field), runs
 * the handler and wraps its result in the `{status: true, message, data}` envelope.
 */
export function createContractRouter(app: FastifyInstance, options: ContractRouterOptions): ContractRouter {
  return function register<P, Q, B, D>(
    endpoint: Endpoint<P, Q, B, D>,
    handler: (context: RouteContext<P, Q, B>) => Promise<RouteResult<D> | FileResult>,
    routeOptions: RouteOptions = {},
  ): void {
    if (endpoint.multipart && !routeOptions.uploads) {
      throw new Error(`Multipart endpoint ${endpoint.path} needs its upload fields`);
    }
    options.onRegister?.(endpoint as Endpoint<unknown, unknown, unknown, unknown>, routeOptions);
    app.route({
      method: endpoint.method,
      url: endpoint.path,
      config: routeOptions.rateLimit ? { rateLimit: routeOptions.rateLimit } : {},
      handler: async (request, reply) => {
        const viewer = endpoint.auth === 'none' ? null : await options.authenticate(request, endpoint.auth);
        await routeOptions.limit?.(request, viewer);

        // The old product appended its time-zone `offset` to many calls; it is accepted and ignored.
        const { offset: _offset, ...rawQuery } = textRecord(request.query);
        assertSafeInput(request.params, 'params');
        assertSafeInput(rawQuery, 'query');
        // Without a struct the part is `undefined`, which is what `endpoint()` types it as.
        const params = (
          endpoint.params
            ? parsePart(
                coerceTextFields(textRecord(request.params), endpoint.params),
                endpoint.params,
                'params',
              )
            : undefined
        ) as P;
        const query = (
          endpoint.query
            ? parsePart(coerceTextFields(rawQuery, endpoint.query), endpoint.query, 'query')
            : undefined
        ) as Q;
        let files: Record<string, UploadedFile> = {};
        let rawBody: unknown = request.body;
        if (endpoint.multipart) {
          const multipart = await readMultipart(request, routeOptions.uploads ?? {});
          files = multipart.files;
          rawBody = endpoint.body ? coerceTextFields(multipart.values, endpoint.body) : multipart.values;
        }
        try {
          assertSafeInput(rawBody, 'body');
          const body = (endpoint.body ? parsePart(rawBody, endpoint.body, 'body') : undefined) as B;

          const result = await handler({
            params,
            query,
            body,
            get viewer() {
              if (!viewer) throw new UnauthorizedError();
              return viewer;
            },
            optionalViewer: viewer,
            files,
            request,
          });

          if ('file' in result) {
            if (!endpoint.produces) throw new Error(`${endpoint.path} answers a file without \`produces\``);
            const { body: stream, contentType, filename, cacheControl } = result.file;
            reply.header('content-type', contentType ?? `${endpoint.produces}; charset=utf-8`);
            reply.header('cache-control', cacheControl ?? 'no-store');
            if (filename) reply.header('content-disposition', `attachment; filename="${filename}"`);
            return reply.send(stream);
          }
          if (options.validateResponses) {
            const [failure] = validate(result.data, endpoint.data);
            if (failure)
              throw new Error(`Response of ${endpoint.path} breaks the contract: ${failure.message}`);
          }
          const envelope: Envelope<unknown> = {
            status: true,
            message: result.message ?? 'Success',
            data: result.data,
          };
          return envelope;
        } finally {
          if (endpoint.multipart) await removeUploads(files);
        }
      },
    });
  };
}
