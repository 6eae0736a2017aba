import { pino, type DestinationStream, type Logger } from 'pino';
import { currentRequestId } from './request-context.ts';

export type { Logger } from 'pino';

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
    options.destination,
  );
}
