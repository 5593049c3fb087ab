import { createRequire } from 'node:module';
import type { Attributes } from '@opentelemetry/api';
import type { Span, SpanProcessor } from '@opentelemetry/sdk-trace-node';

/** Attributes that name a person's address or device: dropped from every span. */
const DROPPED =
  /(^|\.)(peer\.(ip|addr|address|port)|client\.(address|port|ip)|client_ip|user_agent|sock\.peer\.(addr|port))$|^(user_agent\.original|http\.user_agent|network\.peer\.(address|port)|url\.query|http\.request\.header\.|http\.response\.header\.)/;
/** Attributes holding an address: kept without the query string (its values may be e-mails, names). */
const URL_LIKE = /^(http\.target|http\.url|url\.full|url\.path|url\.original)$/;
const EMAIL = /[^\s@/?&=:"']+@[^\s@/?&=:"']+\.[^\s@/?&=:"']+/g;

function scrubText(value: string, urlLike: boolean): string {
  const path = urlLike ? value.split('?')[0]! : value;
  return path.replace(EMAIL, '[email]');
}

/**
 * Cleans a span's attributes before it is exported: no client addresses or user agents, no query
 * strings (their values), no e-mail addresses anywhere. Database statements are the parameterised text
 * (`$1`): the pg instrumentation records no values without `enhancedDatabaseReporting`, which stays off.
 */
export function scrubAttributes(attributes: Attributes): void {
  for (const [key, value] of Object.entries(attributes)) {
    if (DROPPED.test(key)) {
      delete attributes[key];
    } else if (typeof value === 'string') {
      attributes[key] = scrubText(value, URL_LIKE.test(key));
    }
  }
}

class ScrubbingSpanProcessor implements SpanProcessor {
  onStart(): void {}
  onEnding(span: Span): void {
    scrubAttributes(span.attributes as Attributes);
    const name = scrubText(span.name, true);
    if (name !== span.name) span.updateName(name);
  }
  onEnd(): void {}
  forceFlush(): Promise<void> {
    return Promise.resolve();
  }
  shutdown(): Promise<void> {
    return Promise.resolve();
  }
}

export interface TracingOptions {
  /** OTEL_EXPORTER_OTLP_ENDPOINT: the collector's base address; spans go to `<it>/v1/traces` (OTLP/HTTP). */
  endpoint: string;
  /** OTEL_SERVICE_NAME, `salon-server` by default. */
  serviceName?: string;
}

/**
 * Starts OpenTelemetry tracing of HTTP, the Fastify routes and PostgreSQL queries, exported over OTLP/HTTP.
 * Every OpenTelemetry package is loaded here, on demand: without OTEL_EXPORTER_OTLP_ENDPOINT, main.ts never
 * calls this and start-up is as before. Call before the app is built (the Fastify instrumentation hooks
 * into each instance as it is created). Returns the function that flushes and stops it.
 */
export async function startTracing(options: TracingOptions): Promise<() => Promise<void>> {
  const [
    { NodeTracerProvider, BatchSpanProcessor },
    { OTLPTraceExporter },
    { resourceFromAttributes },
    { ATTR_SERVICE_NAME },
    { registerInstrumentations },
    { HttpInstrumentation },
    { PgInstrumentation },
    fastifyOtel,
  ] = await Promise.all([
    import('@opentelemetry/sdk-trace-node'),
    import('@opentelemetry/exporter-trace-otlp-http'),
    import('@opentelemetry/resources'),
    import('@opentelemetry/semantic-conventions'),
    import('@opentelemetry/instrumentation'),
    import('@opentelemetry/instrumentation-http'),
    import('@opentelemetry/instrumentation-pg'),
    import('@fastify/otel'),
  ]);
  const { FastifyOtelInstrumentation } = fastifyOtel;

  const provider = new NodeTracerProvider({
    resource: resourceFromAttributes({ [ATTR_SERVICE_NAME]: options.serviceName || 'salon-server' }),
    spanProcessors: [
      new ScrubbingSpanProcessor(),
      new BatchSpanProcessor(
        new OTLPTraceExporter({ url: `${options.endpoint.replace(/\/+$/, '')}/v1/traces` }),
        { scheduledDelayMillis: 1000 },
      ),
    ],
  });
  provider.register();

  const unregister = registerInstrumentations({
    tracerProvider: provider,
    instrumentations: [
      new HttpInstrumentation({
        // Health probes and scrapes every few seconds would drown the traces.
        ignoreIncomingRequestHook: (request) =>
          /^\/(metrics|api\/v1\/health)(\/|\?|$)/.test(request.url ?? ''),
        headersToSpanAttributes: { client: { requestHeaders: [] }, server: { requestHeaders: [] } },
      }),
      new FastifyOtelInstrumentation({ registerOnInitialization: true }),
      new PgInstrumentation({ enhancedDatabaseReporting: false, requireParentSpan: true }),
    ],
  });

  // The server is an ES module: `import` bypasses the require hooks that patch a package when it is
  // loaded. Requiring these once here patches the shared module objects (prototypes) the imports get.
  const require = createRequire(import.meta.url);
  require('http');
  require('https');
  const pgPath = require.resolve('pg');
  require('pg');
  createRequire(pgPath)('pg-pool');

  return async () => {
    unregister();
    await provider.shutdown();
  };
}
