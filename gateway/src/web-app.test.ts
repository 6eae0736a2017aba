import { mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveWebApp } from './web-app.ts';

const indexHtml = (entry: string) =>
  `<!doctype html><html><head><script type="module" crossorigin src="/assets/${entry}"></script></head><body><div id="root"></div></body></html>`;

let distDir: string;
let server: Server;
let baseUrl: string;

/** A build as web/vite.config.ts writes it: index.html and each on-demand page's own files. */
async function writeBuild(entry: string, preloads: Record<string, string[]>, time: Date) {
  await writeFile(path.join(distDir, 'index.html'), indexHtml(entry));
  await writeFile(path.join(distDir, 'route-preloads.json'), JSON.stringify(preloads));
  // Distinct times: the gateway notices a new build by them.
  await utimes(path.join(distDir, 'index.html'), time, time);
  await utimes(path.join(distDir, 'route-preloads.json'), time, time);
}

beforeAll(async () => {
  distDir = await mkdtemp(path.join(tmpdir(), 'fc-web-app-'));
  await mkdir(path.join(distDir, 'assets'));
  await writeBuild(
    'index-1.js',
    { '/trading': ['/assets/trading-1.js', '/assets/contest-actions-1.js'] },
    new Date('2026-01-01T00:00:00Z'),
  );
  const app = express();
  app.use(serveWebApp(distDir));
  server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await rm(distDir, { recursive: true, force: true });
});

describe('the web app’s pages', () => {
  it('when a page whose code loads on demand is opened, then index.html asks for that code too', async () => {
    for (const address of ['/trading', '/trading/']) {
      const response = await fetch(`${baseUrl}${address}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/text\/html/);
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(await response.text()).toBe(
        indexHtml('index-1.js').replace(
          '</head>',
          '<link rel="modulepreload" crossorigin href="/assets/trading-1.js">' +
            '<link rel="modulepreload" crossorigin href="/assets/contest-actions-1.js"></head>',
        ),
      );
    }
  });

  it('when any other page is opened, then index.html is sent as built', async () => {
    for (const address of ['/', '/lessons/3', '/trading/extra']) {
      const response = await fetch(`${baseUrl}${address}`);
      expect(response.status).toBe(200);
      expect(await response.text()).toBe(indexHtml('index-1.js'));
    }
  });

  it('when a new build lands while the gateway runs, then the page names the new build’s files', async () => {
    await writeBuild(
      'index-2.js',
      { '/trading': ['/assets/trading-2.js'] },
      new Date('2026-01-02T00:00:00Z'),
    );
    const html = await (await fetch(`${baseUrl}/trading`)).text();
    expect(html).toBe(
      indexHtml('index-2.js').replace(
        '</head>',
        '<link rel="modulepreload" crossorigin href="/assets/trading-2.js"></head>',
      ),
    );
  });
});
