// OpenTelemetry tracing, loaded before the process's own code (`node --import <this file> ...`):
// every process is started with it, and it does nothing unless OTEL_EXPORTER_OTLP_ENDPOINT names
// a collector (then OTEL_SERVICE_NAME, or the process's name, labels its spans). It registers
// the loader hook the instrumentations need for ES modules, then starts the maintained Node SDK
// with the http, express, pg and ioredis instrumentations and the OTLP/HTTP exporter. Events
// carry the trace onward (packages/service-kit/src/tracing.ts), so one trace follows a lesson
// from the browser's request through learning, the queue, rewards and auth.
//
// Plain JavaScript on purpose: it runs before tsx or a bundle is in play.
import { register } from 'node:module';
import path from 'node:path';

const endpoint = process.env.OTEL_EXPORTER_OTLP_ENDPOINT;
if (endpoint) {
  register('@opentelemetry/instrumentation/hook.mjs', import.meta.url);
  process.env.OTEL_METRICS_EXPORTER ??= 'none';
  process.env.OTEL_LOGS_EXPORTER ??= 'none';
  process.env.OTEL_SERVICE_NAME ??= processName(process.argv[1] ?? 'finance-club');

  const [{ NodeSDK }, { OTLPTraceExporter }, http, express, pg, ioredis] = await Promise.all([
    import('@opentelemetry/sdk-node'),
    import('@opentelemetry/exporter-trace-otlp-http'),
    import('@opentelemetry/instrumentation-http'),
    import('@opentelemetry/instrumentation-express'),
    import('@opentelemetry/instrumentation-pg'),
    import('@opentelemetry/instrumentation-ioredis'),
  ]);
  const sdk = new NodeSDK({
    traceExporter: new OTLPTraceExporter(),
    instrumentations: [
      new http.HttpInstrumentation({
        // Probes and scrapes are not what anyone wants to trace.
        ignoreIncomingRequestHook: (req) => /^\/(healthz|readyz|metrics)\b/.test(req.url ?? ''),
      }),
      new express.ExpressInstrumentation(),
      // Only inside a request or an event: the relay's and the queues' own polling is no trace.
      new pg.PgInstrumentation({ requireParentSpan: true }),
      new ioredis.IORedisInstrumentation({ requireParentSpan: true }),
    ],
  });
  sdk.start();
  // Spans still buffered are sent before the process ends (lifecycle.ts exits after its closers).
  const flush = () => sdk.shutdown().catch(() => undefined);
  process.once('beforeExit', flush);
  globalThis.__fcTracingShutdown = flush;
}

/** services/auth/dist/main.js → auth; services/market/dist/worker.js → market-worker; gateway. */
function processName(entry) {
  const parts = path.resolve(entry).split(path.sep);
  const services = parts.lastIndexOf('services');
  if (services >= 0 && parts[services + 1]) {
    const file = path.basename(entry).replace(/\.(js|ts|mjs)$/, '');
    return file === 'main' ? parts[services + 1] : `${parts[services + 1]}-${file}`;
  }
  return parts.includes('gateway') ? 'gateway' : path.basename(entry).replace(/\.(js|ts|mjs)$/, '');
}
