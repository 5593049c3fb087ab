import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { API_BASE } from '@salon/api/contract';
import { buildOpenApiDocument, type ServedEndpoint } from '../http/openapi-document';

export const OPENAPI_PATH = `${API_BASE}/openapi.json`;
export const API_DOCS_PATH = '/api/docs';

/** Swagger UI's files, served from our own origin (no CDN): the page keeps the strict CSP. */
const SWAGGER_FILES: Record<string, string> = {
  'swagger-ui.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
  'favicon-32x32.png': 'image/png',
};

const PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Salon platform API reference</title>
    <link rel="icon" type="image/png" href="${API_DOCS_PATH}/favicon-32x32.png" />
    <link rel="stylesheet" href="${API_DOCS_PATH}/swagger-ui.css" />
  </head>
  <body>
    <div id="swagger-ui"></div>
    <script src="${API_DOCS_PATH}/swagger-ui-bundle.js"></script>
    <script src="${API_DOCS_PATH}/init.js"></script>
  </body>
</html>
`;

// An external script: the CSP allows no inline script.
const INIT = `window.ui = SwaggerUIBundle({
  url: ${JSON.stringify(OPENAPI_PATH)},
  dom_id: '#swagger-ui',
  deepLinking: true,
  presets: [SwaggerUIBundle.presets.apis],
  layout: 'BaseLayout',
});
`;

function swaggerFolder(): string {
  return dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));
}

/**
 * The API reference: `GET /api/v1/openapi.json`, the OpenAPI 3.1 document made from the contract
 * endpoints this app serves (built once, on first request, when every route is registered), and
 * `GET /api/docs`, Swagger UI rendering it.
 */
export async function registerApiDocs(
  app: FastifyInstance,
  served: readonly ServedEndpoint[],
  version: string,
): Promise<void> {
  let document: string | null = null;
  app.get(OPENAPI_PATH, async (_request, reply) => {
    document ??= JSON.stringify(buildOpenApiDocument(served, { version }));
    return reply.type('application/json; charset=utf-8').send(document);
  });

  app.get(API_DOCS_PATH, async (_request, reply) => reply.type('text/html; charset=utf-8').send(PAGE));
  app.get(`${API_DOCS_PATH}/init.js`, async (_request, reply) =>
    reply.type('text/javascript; charset=utf-8').send(INIT),
  );
  const folder = swaggerFolder();
  const files = new Map<string, Promise<Buffer>>();
  for (const [file, type] of Object.entries(SWAGGER_FILES)) {
    app.get(`${API_DOCS_PATH}/${file}`, async (_request, reply) => {
      let content = files.get(file);
      if (!content) {
        content = readFile(join(folder, file));
        files.set(file, content);
      }
      return reply
        .type(type)
        .header('cache-control', 'public, max-age=86400')
        .send(await content);
    });
  }
}
