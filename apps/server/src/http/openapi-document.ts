import { API_BASE } from '@salon/api/contract';
import { listEndpoints, type AnyEndpoint } from '@salon/api/endpoint-catalogue';
import { DateOrInstant, LocalDate, LocalEndTime, LocalTime } from '@salon/api/availability/schemas';
import {
  AppSetting,
  HomeSetting,
  LoginSetting,
  LogoSetting,
  ProfileSetting,
  RegisterSetting,
  ShopSetting,
} from '@salon/api/app-settings/schemas';
import {
  ChangePasswordBody,
  ChangePasswordByAdminBody,
  ChangePasswordBySelfBody,
} from '@salon/api/auth/schemas';
import { FailureEnvelope } from '@salon/api/envelope';
import { AmountTip, ClientEmail, NoEmail, NoTip, PercentTip, SaleTip } from '@salon/api/sales/schemas';
import { AddServiceBody, CategoryBody, SubServiceBody } from '@salon/api/services/schemas';
import { CountryCode } from '@salon/api/shared/places';
import {
  Email,
  EmailOrNone,
  Id,
  IsoDateTime,
  NoneGiven,
  Phone,
  PhoneOrNone,
} from '@salon/api/shared/schemas';
import {
  isOptionalField,
  structToJsonSchema,
  type JsonSchema,
  type StructAnnotations,
} from '../lib/struct-json-schema';

/** A route the server serves from the contract, with what its registration adds to the endpoint. */
export interface ServedEndpoint {
  endpoint: AnyEndpoint;
  /** A per-route rate limit: the route may answer 429. */
  limited: boolean;
  /** The file fields of a multipart endpoint. */
  files: string[];
}

/** The shared structs whose rules live in functions the converter cannot read. */
const ANNOTATIONS: StructAnnotations = [
  [Id, { type: 'string', format: 'uuid' }],
  [Email, { type: 'string', format: 'email' }],
  [Phone, { type: 'string', pattern: '^\\d{10}$' }],
  [CountryCode, { type: 'string', pattern: '^[A-Z]{2}$' }],
  [IsoDateTime, { type: 'string', format: 'date-time' }],
  [LocalDate, { type: 'string', format: 'date' }],
  [LocalTime, { type: 'string', pattern: '^([01]\\d|2[0-3]):[0-5]\\d$' }],
  [LocalEndTime, { type: 'string', pattern: '^(([01]\\d|2[0-3]):[0-5]\\d|24:00)$' }],
  [DateOrInstant, { variants: [LocalDate, IsoDateTime], exclusive: false }],
  [ChangePasswordBody, { variants: [ChangePasswordBySelfBody, ChangePasswordByAdminBody] }],
  [AddServiceBody, { variants: [CategoryBody, SubServiceBody] }],
  [SaleTip, { variants: [NoTip, PercentTip, AmountTip] }],
  [ClientEmail, { variants: [Email, NoEmail] }],
  [EmailOrNone, { variants: [Email, NoneGiven] }],
  [PhoneOrNone, { variants: [Phone, NoneGiven] }],
  [
    AppSetting,
    { variants: [LogoSetting, LoginSetting, RegisterSetting, HomeSetting, ShopSetting, ProfileSetting] },
  ],
];

const schemaOf = (struct: Parameters<typeof structToJsonSchema>[0]): JsonSchema =>
  structToJsonSchema(struct, { annotations: ANNOTATIONS });

const ERROR_TEXTS: Record<number, string> = {
  400: 'The request is malformed or a field is invalid (the message names it)',
  401: 'No session, or the session has ended',
  403: 'The caller may not do this',
  404: 'Not found (or not visible to the caller)',
  409: 'Conflicts with the current state (a duplicate, a taken slot, a stale change)',
  429: 'Too many attempts; `Retry-After` says when to try again',
  503: 'The server is busy or shutting down; try again',
};

/**
 * The failures an endpoint can answer, from what it is: 400 when it takes input, 401 and 403 when it
 * needs a session, 404 with a path parameter or a session (a record of another salon), 409 for writes,
 * 429 with a rate limit, and 503 for every route (database busy, draining).
 */
export function errorStatuses(served: ServedEndpoint): number[] {
  const { endpoint } = served;
  const statuses = new Set<number>([400]);
  if (endpoint.auth === 'token') {
    statuses.add(401).add(403).add(404);
  }
  if (endpoint.auth === 'optional') statuses.add(401);
  if (endpoint.params || endpoint.path.includes(':')) statuses.add(404);
  if (endpoint.method !== 'GET') statuses.add(409);
  if (served.limited) statuses.add(429);
  statuses.add(503);
  for (const status of endpoint.failures ?? []) statuses.add(status);
  return [...statuses].sort((a, b) => a - b);
}

/** `/users/:id` → `/users/{id}`. */
export function openApiPath(path: string): string {
  return `${API_BASE}${path.replace(/:([A-Za-z_]+)/g, '{$1}')}`;
}

function pathParameterNames(path: string): string[] {
  return [...path.matchAll(/:([A-Za-z_]+)/g)].map((match) => match[1]!);
}

function parameters(endpoint: AnyEndpoint): JsonSchema[] {
  const list: JsonSchema[] = [];
  const paramsSchema = endpoint.params ? schemaOf(endpoint.params) : null;
  const paramProperties = (paramsSchema?.properties ?? {}) as Record<string, JsonSchema>;
  for (const name of pathParameterNames(endpoint.path)) {
    list.push({ name, in: 'path', required: true, schema: paramProperties[name] ?? { type: 'string' } });
  }
  if (endpoint.query) {
    const fields = (endpoint.query.schema ?? {}) as Record<string, Parameters<typeof schemaOf>[0]>;
    for (const [name, field] of Object.entries(fields)) {
      list.push({ name, in: 'query', required: !isOptionalField(field), schema: schemaOf(field) });
    }
  }
  return list;
}

function requestBody(served: ServedEndpoint): JsonSchema | undefined {
  const { endpoint } = served;
  if (endpoint.multipart) {
    const fields = endpoint.body ? schemaOf(endpoint.body) : { type: 'object', properties: {} };
    const properties = { ...(fields.properties as Record<string, JsonSchema>) };
    for (const file of served.files) {
      properties[file] = { type: 'string', contentMediaType: 'application/octet-stream' };
    }
    const { additionalProperties: _ignored, ...form } = fields;
    return {
      required: true,
      content: { 'multipart/form-data': { schema: { ...form, type: 'object', properties } } },
    };
  }
  if (!endpoint.body) return undefined;
  return { required: true, content: { 'application/json': { schema: schemaOf(endpoint.body) } } };
}

function security(endpoint: AnyEndpoint): JsonSchema[] | undefined {
  if (endpoint.auth === 'none') return [];
  const signedIn = [{ token: [] }, { bearer: [] }];
  return endpoint.auth === 'optional' ? [{}, ...signedIn] : signedIn;
}

export interface OpenApiOptions {
  /** The document's `info.version`. */
  version: string;
}

/** The OpenAPI 3.1 document of the served contract endpoints, in registration order. */
export function buildOpenApiDocument(served: readonly ServedEndpoint[], options: OpenApiOptions): JsonSchema {
  const names = new Map(listEndpoints().map((named) => [named.endpoint, named]));
  const paths: Record<string, Record<string, JsonSchema>> = {};
  const operationIds = new Set<string>();
  for (const route of served) {
    const { endpoint } = route;
    const named = names.get(endpoint);
    const area = named?.area ?? 'other';
    let operationId = named ? `${area}.${named.name}` : `${endpoint.method.toLowerCase()}${endpoint.path}`;
    while (operationIds.has(operationId)) operationId += '_';
    operationIds.add(operationId);

    const responses: Record<string, JsonSchema> = {
      200: endpoint.produces
        ? {
            // A file endpoint (an export, a calendar feed) answers the file itself; failures the envelope.
            description: `The file (${endpoint.produces}, UTF-8)`,
            content: { [endpoint.produces]: { schema: { type: 'string' } } },
          }
        : {
            description: 'Done: `status` is true, `message` a text to show, `data` the answer',
            content: {
              'application/json': {
                schema: {
                  type: 'object',
                  properties: {
                    status: { const: true },
                    message: { type: 'string' },
                    data: schemaOf(endpoint.data),
                  },
                  required: ['status', 'message', 'data'],
                },
              },
            },
          },
    };
    for (const status of errorStatuses(route)) {
      responses[status] = { $ref: `#/components/responses/Failure${status}` };
    }
    const body = requestBody(route);
    const operation: JsonSchema = {
      operationId,
      tags: [area],
      summary: named ? `${named.name} (${area})` : `${endpoint.method} ${endpoint.path}`,
      security: security(endpoint),
      parameters: parameters(endpoint),
      ...(body ? { requestBody: body } : {}),
      responses,
    };
    const path = openApiPath(endpoint.path);
    paths[path] = { ...paths[path], [endpoint.method.toLowerCase()]: operation };
  }

  const failureResponses = Object.fromEntries(
    Object.entries(ERROR_TEXTS).map(([status, description]) => [
      `Failure${status}`,
      {
        description,
        content: { 'application/json': { schema: { $ref: '#/components/schemas/Failure' } } },
      },
    ]),
  );

  return {
    openapi: '3.1.0',
    info: {
      title: 'Salon platform API',
      version: options.version,
      description:
        'Every answer is the envelope `{status, message, data}`; a failure is `{status: false, message, code?}` ' +
        'with its HTTP status. Sign in with `POST /api/v1/users/login` and send its token in the `token` header ' +
        '(or `Authorization: Bearer`). Text rules (lengths, formats) that the schemas do not show are checked ' +
        'by the server, which answers 400 naming the field.',
    },
    servers: [{ url: '/' }],
    paths,
    components: {
      schemas: { Failure: schemaOf(FailureEnvelope) },
      responses: failureResponses,
      securitySchemes: {
        token: { type: 'apiKey', in: 'header', name: 'token' },
        bearer: { type: 'http', scheme: 'bearer' },
      },
    },
  };
}
