import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import express from 'express';
import type { LevelWithSilent } from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { createLogger } from './logger.ts';
import { requestLogging } from './request-logging.ts';

interface LogLine {
  level: number;
  msg: string;
  req?: Record<string, unknown>;
  res?: { statusCode: number };
  responseTime?: number;
}

const INFO = 30;
const ERROR = 50;
const servers: { close(): void }[] = [];
afterEach(() => servers.splice(0).forEach((server) => server.close()));

/** An app that answers /ok 200, /missing 404 and /broken 500, logging at info into `lines`. */
async function loggedApp(options: { successLevel?: LevelWithSilent }) {
  const lines: LogLine[] = [];
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const text of chunk.toString().split('\n').filter(Boolean))
        lines.push(JSON.parse(text) as LogLine);
      done();
    },
  });
  const logger = createLogger({ name: 'test', level: 'info', destination });
  const app = express();
  app.use(requestLogging(logger, options));
  app.get('/ok', (_req, res) => {
    res.cookie('fc_session', 'new-secret-token').json({ ok: true });
  });
  app.get('/missing', (_req, res) => {
    res.status(404).json({ message: 'not here' });
  });
  app.get('/broken', (_req, res) => {
    res.status(500).json({ message: 'broken' });
  });
  const server = app.listen(0);
  servers.push(server);
  await new Promise((resolve) => server.once('listening', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const call = async (path: string) => {
    const response = await fetch(base + path, {
      headers: { cookie: 'fc_session=secret-token', 'x-request-id': `id-${path.slice(1)}` },
    });
    await response.arrayBuffer();
    // The line is written when the answer has finished; give the stream a moment.
    await new Promise((resolve) => setTimeout(resolve, 20));
    return response;
  };
  return { call, lines };
}

describe('requestLogging', () => {
  it('when nothing is said, then every answer is one info line with method, path, status and request id, without headers', async () => {
    const { call, lines } = await loggedApp({});
    const response = await call('/ok');
    expect(response.headers.get('x-request-id')).toBe('id-ok');
    expect(lines).toHaveLength(1);
    const [line] = lines;
    expect(line?.level).toBe(INFO);
    expect(line?.req).toEqual({
      id: 'id-ok',
      method: 'GET',
      url: '/ok',
      remoteAddress: expect.any(String),
    });
    expect(line?.res).toEqual({ statusCode: 200 });
    expect(typeof line?.responseTime).toBe('number');
    expect(JSON.stringify(lines)).not.toContain('secret-token');
  });

  it('when successes are debug (a service behind the gateway), then a 2xx is not written at info but a 4xx (info) and a 5xx (error) are', async () => {
    const { call, lines } = await loggedApp({ successLevel: 'debug' });
    await call('/ok');
    expect(lines).toEqual([]);
    await call('/missing');
    await call('/broken');
    expect(lines.map((line) => [line.req?.url, line.res?.statusCode, line.level])).toEqual([
      ['/missing', 404, INFO],
      ['/broken', 500, ERROR],
    ]);
  });
});
