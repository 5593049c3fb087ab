import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Validator } from '@seriousme/openapi-schema-validator';
import {
  array,
  boolean,
  defaulted,
  enums,
  integer,
  literal,
  nullable,
  object,
  optional,
  string,
} from 'superstruct';
import { describe, expect, it } from 'vitest';
import { ENDPOINT_MODULES, listEndpoints } from '@salon/api/endpoint-catalogue';
import { Id } from '@salon/api/shared/schemas';
import { openApiPath } from '../src/http/openapi-document';
import { structToJsonSchema } from '../src/lib/struct-json-schema';
import { useTestApp } from './use-test-app';

const t = useTestApp();

type Operation = {
  operationId: string;
  security: unknown[];
  parameters: Array<{ name: string; in: string; required: boolean }>;
  requestBody?: { content: Record<string, { schema: Record<string, unknown> }> };
  responses: Record<
    string,
    { content?: Record<string, { schema: { properties: Record<string, unknown> } }> }
  >;
};
type Document = { openapi: string; paths: Record<string, Record<string, Operation>> };

async function openApi(): Promise<Document> {
  const answer = await t.app.inject({ method: 'GET', url: '/api/v1/openapi.json' });
  expect(answer.statusCode).toBe(200);
  return answer.json<Document>();
}

const apiSource = fileURLToPath(new URL('../../../packages/api/src/', import.meta.url));

describe('the OpenAPI document of the contract', () => {
  it('is a valid OpenAPI 3.1 document (an independent validator)', async () => {
    const document = await openApi();
    const validator = new Validator();
    const result = await validator.validate(document as unknown as Record<string, unknown>);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
  });

  it('lists every endpoint module of packages/api in the catalogue', () => {
    const areas = readdirSync(apiSource, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .filter((entry) => readdirSync(`${apiSource}${entry.name}`).includes('endpoints.ts'))
      .map((entry) => entry.name);
    expect(Object.keys(ENDPOINT_MODULES).sort()).toEqual(areas.sort());
  });

  it('has every endpoint of the contract, and nothing else', async () => {
    const document = await openApi();
    const documented = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
    );
    const contract = new Set(
      listEndpoints().map(({ endpoint }) => `${endpoint.method} ${openApiPath(endpoint.path)}`),
    );
    expect(documented.sort()).toEqual([...contract].sort());
    // Every contract endpoint is served too (the document is made from what the app registers).
    expect(t.app.contractEndpoints.length).toBe(contract.size);
  });

  it('describes authentication, parameters, bodies, the envelope and the failures', async () => {
    const { paths } = await openApi();
    const login = paths['/api/v1/users/login']!.post!;
    expect(login.operationId).toBe('auth.login');
    expect(login.security).toEqual([]);
    expect(Object.keys(login.responses)).toEqual(
      expect.arrayContaining(['200', '400', '401', '403', '429', '503']),
    );
    expect(login.requestBody?.content['application/json']?.schema).toMatchObject({
      type: 'object',
      properties: { email: { type: 'string', format: 'email' } },
    });

    const getUser = paths['/api/v1/users/get-user']!.get!;
    expect(getUser.security).toEqual([{ token: [] }, { bearer: [] }]);
    expect(Object.keys(getUser.responses)).toEqual(expect.arrayContaining(['401', '403']));
    const envelope = getUser.responses['200']!.content!['application/json']!.schema;
    expect(Object.keys(envelope.properties)).toEqual(['status', 'message', 'data']);

    // A path parameter and a query parameter.
    const withPathParameter = Object.entries(paths).find(([path]) => path.includes('{'));
    expect(withPathParameter).toBeDefined();
    const [path, operations] = withPathParameter!;
    const name = /\{(\w+)\}/.exec(path)![1];
    expect(Object.values(operations)[0]!.parameters).toContainEqual(
      expect.objectContaining({ name, in: 'path', required: true }),
    );
    const queries = Object.values(paths)
      .flatMap((operations) => Object.values(operations))
      .flatMap((operation) => operation.parameters.filter((parameter) => parameter.in === 'query'));
    expect(queries.length).toBeGreaterThan(10);

    // Multipart endpoints carry their file fields.
    const multipart = Object.values(paths)
      .flatMap((operations) => Object.values(operations))
      .filter((operation) => operation.requestBody?.content['multipart/form-data']);
    expect(multipart.length).toBeGreaterThan(0);
  });

  it('renders the reference page from our own origin, under the strict CSP', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    const sources = [...page.body.matchAll(/(?:src|href)="([^"]+)"/g)].map((match) => match[1]!);
    expect(sources.every((source) => source.startsWith('/api/docs/'))).toBe(true);
    for (const source of sources) {
      const asset = await t.app.inject({ method: 'GET', url: source });
      expect(asset.statusCode, source).toBe(200);
    }
  });
});

describe('superstruct to JSON Schema', () => {
  it('converts the kinds the contract uses', () => {
    const struct = object({
      id: Id,
      name: string(),
      count: integer(),
      active: boolean(),
      kind: enums(['a', 'b']),
      fixed: literal('x'),
      note: optional(nullable(string())),
      tags: array(string()),
      page: defaulted(integer(), 1),
      parent: nullable(object({ id: optional(Id) })),
    });
    expect(structToJsonSchema(struct, { annotations: [[Id, { type: 'string', format: 'uuid' }]] })).toEqual({
      type: 'object',
      properties: {
        id: { type: 'string', format: 'uuid' },
        name: { type: 'string' },
        count: { type: 'integer' },
        active: { type: 'boolean' },
        kind: { type: 'string', enum: ['a', 'b'] },
        fixed: { const: 'x' },
        note: { type: ['string', 'null'] },
        tags: { type: 'array', items: { type: 'string' } },
        page: { type: 'integer' },
        parent: {
          type: ['object', 'null'],
          properties: { id: { type: 'string', format: 'uuid' } },
          additionalProperties: false,
        },
      },
      required: ['id', 'name', 'count', 'active', 'kind', 'fixed', 'tags', 'parent'],
      additionalProperties: false,
    });
  });
});
