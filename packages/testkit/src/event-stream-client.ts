import { request, type ClientRequest, type IncomingMessage } from 'node:http';

/** One server-sent event as a browser's EventSource would see it. */
export interface StreamEvent {
  id: string | undefined;
  event: string;
  data: string;
}

export interface EventStreamConnection {
  status: number;
  headers: IncomingMessage['headers'];
  /** Every event received so far, in order. */
  events: StreamEvent[];
  /** Comment lines received (`: heartbeat`). */
  comments: string[];
  /** Resolves with the first event (already received or still to come) that matches. */
  waitFor(match: (event: StreamEvent) => boolean, timeoutMs?: number): Promise<StreamEvent>;
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  close(): void;
}

/**
 * Opens a server-sent-events stream the way EventSource does (GET, Accept: text/event-stream,
 * Last-Event-ID when given) and parses it (the WHATWG event-stream format), for tests and the
 * bench. The body of a non-200 answer is kept in `events` as one event named `error`.
 */
export function openEventStream(
  url: string,
  options: { cookie?: string; lastEventId?: string; headers?: Record<string, string> } = {},
): Promise<EventStreamConnection> {
  const headers: Record<string, string> = { accept: 'text/event-stream', ...options.headers };
  if (options.cookie) headers.cookie = options.cookie;
  if (options.lastEventId) headers['last-event-id'] = options.lastEventId;
  return new Promise((resolve, reject) => {
    const req: ClientRequest = request(url, { headers, agent: false });
    req.on('error', reject);
    req.on('response', (res) => {
      const events: StreamEvent[] = [];
      const comments: string[] = [];
      const waiters: {
        match: (event: StreamEvent) => boolean;
        resolve: (e: StreamEvent) => void;
      }[] = [];
      let buffer = '';
      let current: { id?: string; event?: string; data: string[] } = { data: [] };
      let lastId: string | undefined;
      const dispatch = () => {
        if (current.data.length === 0 && current.event === undefined) {
          current = { data: [] };
          return;
        }
        if (current.id !== undefined) lastId = current.id;
        const event: StreamEvent = {
          id: current.id ?? lastId,
          event: current.event ?? 'message',
          data: current.data.join('\n'),
        };
        current = { data: [] };
        events.push(event);
        for (const waiter of [...waiters]) {
          if (waiter.match(event)) {
            waiters.splice(waiters.indexOf(waiter), 1);
            waiter.resolve(event);
          }
        }
      };
      res.setEncoding('utf8');
      const isStream = res.statusCode === 200;
      res.on('data', (chunk: string) => {
        buffer += chunk;
        if (!isStream) return;
        let newline: number;
        while ((newline = buffer.search(/\r\n|\n|\r/)) >= 0) {
          const line = buffer.slice(0, newline);
          buffer = buffer.slice(newline + (buffer.startsWith('\r\n', newline) ? 2 : 1));
          if (line === '') dispatch();
          else if (line.startsWith(':')) comments.push(line.slice(1).trim());
          else {
            const colon = line.indexOf(':');
            const field = colon < 0 ? line : line.slice(0, colon);
            const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
            if (field === 'data') current.data.push(value);
            else if (field === 'event') current.event = value;
            else if (field === 'id') current.id = value;
          }
        }
      });
      const ended = new Promise<void>((resolveEnd) => {
        res.on('end', () => {
          if (!isStream) events.push({ id: undefined, event: 'error', data: buffer });
          resolveEnd();
        });
        res.on('close', () => resolveEnd());
      });
      resolve({
        status: res.statusCode ?? 0,
        headers: res.headers,
        events,
        comments,
        ended,
        waitFor(match, timeoutMs = 5_000) {
          const found = events.find(match);
          if (found) return Promise.resolve(found);
          return new Promise((resolveEvent, rejectEvent) => {
            const timer = setTimeout(() => {
              waiters.splice(waiters.indexOf(waiter), 1);
              rejectEvent(
                new Error(
                  `no matching event within ${timeoutMs} ms; received: ${JSON.stringify(events)}`,
                ),
              );
            }, timeoutMs);
            const waiter = {
              match,
              resolve: (event: StreamEvent) => {
                clearTimeout(timer);
                resolveEvent(event);
              },
            };
            waiters.push(waiter);
          });
        },
        close: () => req.destroy(),
      });
    });
    req.end();
  });
}
