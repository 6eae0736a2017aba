import type { AddressInfo } from 'node:net';
import express, { type RequestHandler } from 'express';
import helmet from 'helmet';
import { afterEach, describe, expect, it } from 'vitest';
import { fixedHeaders } from './fixed-headers.ts';

const servers: { close(): void }[] = [];
afterEach(() => servers.splice(0).forEach((server) => server.close()));

async function headersFrom(middleware: RequestHandler): Promise<Record<string, string>> {
  const app = express();
  app.disable('x-powered-by');
  app.use(middleware);
  app.get('/', (_req, res) => res.json({ ok: true }));
  const server = app.listen(0);
  servers.push(server);
  await new Promise((resolve) => server.once('listening', resolve));
  const response = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
  const headers = Object.fromEntries(response.headers);
  delete headers.date;
  return headers;
}

describe('fixedHeaders', () => {
  it('when helmet is worked out once, then every answer carries exactly the headers helmet sets itself', async () => {
    const options = {
      contentSecurityPolicy: { directives: { 'img-src': ["'self'", 'https://cdn.example'] } },
    };
    const fixed = await headersFrom(fixedHeaders(helmet(options)));
    expect(fixed).toEqual(await headersFrom(helmet(options)));
    expect(fixed['content-security-policy']).toContain("img-src 'self' https://cdn.example");
    expect(fixed['x-content-type-options']).toBe('nosniff');
  });

  it('when a middleware depends on the request, then it is refused at start-up', () => {
    const waitsForTheRequest: RequestHandler = () => undefined;
    expect(() => fixedHeaders(waitsForTheRequest)).toThrow('could not be worked out');
  });
});
