import {
  context,
  propagation,
  ROOT_CONTEXT,
  SpanKind,
  SpanStatusCode,
  trace,
  type Attributes,
} from '@opentelemetry/api';

/**
 * The trace an event carries (tracing-preload.mjs starts the SDK when a collector is set; without
 * it every call here is a no-op of @opentelemetry/api). publishEvent stores the active trace's
 * W3C traceparent with the event; the consumer continues that trace while it applies the event,
 * so the rewards and auth work for a lesson completion sits under the learning request.
 */
const tracer = trace.getTracer('finance-club');

/** The active trace's traceparent, or null when tracing is off or nothing is being traced. */
export function currentTraceParent(): string | null {
  const carrier: Record<string, string> = {};
  propagation.inject(context.active(), carrier);
  return carrier.traceparent ?? null;
}

/**
 * Writes the active trace into outgoing headers (traceparent), for a call made with a client
 * the HTTP instrumentation does not see (the gateway's undici pools); nothing when tracing is off.
 */
export function injectTraceContext(headers: Record<string, string | string[]>): void {
  propagation.inject(context.active(), headers);
}

/** Runs `work` in a consumer span that continues the trace `traceParent` names (if any). */
export function inEventTrace<T>(
  traceParent: string | null | undefined,
  spanName: string,
  attributes: Attributes,
  work: () => Promise<T>,
): Promise<T> {
  const parent = traceParent
    ? propagation.extract(ROOT_CONTEXT, { traceparent: traceParent })
    : ROOT_CONTEXT;
  return tracer.startActiveSpan(
    spanName,
    { kind: SpanKind.CONSUMER, attributes },
    parent,
    async (span) => {
      try {
        return await work();
      } catch (error) {
        span.recordException(error as Error);
        span.setStatus({ code: SpanStatusCode.ERROR, message: (error as Error).message });
        throw error;
      } finally {
        span.end();
      }
    },
  );
}

/** Sends the spans still buffered (before a clean exit); nothing when tracing is off. */
export async function flushTraces(): Promise<void> {
  const flush = (globalThis as { __fcTracingShutdown?: () => Promise<unknown> })
    .__fcTracingShutdown;
  await flush?.();
}
