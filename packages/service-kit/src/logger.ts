import { pino, type DestinationStream, type Logger } from 'pino';
import { currentRequestId } from './request-context.ts';

export type { Logger } from 'pino';

/**
 * How log lines reach stdout: gathered and written 4 KiB at a time, or at least every 250 ms,
 * rather than one write per line (docs/performance.md: the gateway's access log wrote once per request, a
 * tenth of its CPU per trade). On a normal exit or a crash the rest is written before the process
 * ends (pino flushes its destinations on exit); a process killed outright (SIGKILL) can lose its
 * last quarter second of lines.
 */
export const STDOUT_FLUSH_MS = 250;
const STDOUT_BUFFER_BYTES = 4096;

/**
 * JSON logs on stdout (or `destination`, for tests); every line written while serving a request
 * or an event carries its requestId.
 */
export function createLogger(options: {
  name: string;
  level: string;
  destination?: DestinationStream;
}): Logger {
  return pino(
    {
      name: options.name,
      level: options.level,
      mixin() {
        const requestId = currentRequestId();
        return requestId ? { requestId } : {};
      },
      redact: {
        paths: [
          'req.headers.cookie',
          'req.headers.authorization',
          'res.headers["set-cookie"]',
          '*.password',
          '*.token',
        ],
        censor: '[redacted]',
      },
    },
    options.destination ??
      pino.destination({
        dest: 1,
        sync: false,
        minLength: STDOUT_BUFFER_BYTES,
        periodicFlush: STDOUT_FLUSH_MS,
      }),
  );
}
