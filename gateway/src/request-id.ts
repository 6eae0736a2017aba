import type { IncomingMessage } from 'node:http';

/** The id pino-http gave the request: always a string here, since the gateway makes it. */
export function requestIdOf(req: IncomingMessage): string {
  return typeof req.id === 'string' || typeof req.id === 'number' ? String(req.id) : '';
}
