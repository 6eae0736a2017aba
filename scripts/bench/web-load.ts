/// <reference lib="dom" />
// Web load (issue #19): how soon a signed-in student sees and can use the dashboard, the lessons
// and the trading pages on a cold visit (empty cache, new connection), in headless Chromium with
// the network throttled to school Wi-Fi (10 Mbit/s down, 5 Mbit/s up, 40 ms round trip), through
// the gateway serving the production build, as a school deploys it.
//
// For each page, BENCH_WEB_RUNS (5) cold loads, each in a new browser context:
// - content: the page's heading (main h1) is on screen;
// - interactive: the heading is there, no loading placeholder is left (skeletons, spinners: the
//   page's data has arrived and is drawn) and the main thread is free (a task queued then runs);
// - bytes: what crossed the network, compressed (CDP encodedDataLength), and the request count.
// Times are from the navigation's start (the page's own performance.now()).
//
// Baseline, same run, same throttling: a static hello page (one small HTML file) from a plain
// Node server: what any page costs on this network before the app does anything.
// Target: dashboard interactive (median) < 1000 ms.
import { execFileSync } from 'node:child_process';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { startStack } from '@fc/testkit/stack';
import { percentile, printTable } from './measure.ts';

const RUNS = Number(process.env.BENCH_WEB_RUNS ?? 5);
const SKIP_BUILD =
  process.env.BENCH_WEB_SKIP_BUILD === '1' || process.env.BENCH_WEB_DIST !== undefined;
const TARGET_DASHBOARD_INTERACTIVE_MS = 1_000;
/** School Wi-Fi: 10 Mbit/s down, 5 Mbit/s up, 40 ms round trip (Chrome DevTools' units: bytes/s). */
const NETWORK = {
  offline: false,
  latency: 40,
  downloadThroughput: (10 * 1024 * 1024) / 8,
  uploadThroughput: (5 * 1024 * 1024) / 8,
};
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const root = path.resolve(import.meta.dirname, '..', '..');
/** BENCH_WEB_DIST: measure a build made elsewhere (an older commit's, to compare); not rebuilt. */
const distDir = process.env.BENCH_WEB_DIST ?? path.join(root, '.tmp', 'bench-web-dist');

interface Load {
  contentMs: number;
  interactiveMs: number;
  bytes: number;
  requests: number;
}

/** Builds the web app as production does, into a folder of the bench's own. */
function buildWeb(): void {
  process.stdout.write('building the web app (vite build)…\n');
  execFileSync(
    path.join(root, 'node_modules', '.bin', 'vite'),
    ['build', '--logLevel', 'warn', '--outDir', distDir, path.join(root, 'web')],
    { stdio: 'inherit' },
  );
}

/** A page's own clock when the heading shows, then when it is usable. */
async function timePage(page: Page, url: string, withApp: boolean): Promise<Load> {
  const session = await page.context().newCDPSession(page);
  await session.send('Network.enable');
  await session.send('Network.emulateNetworkConditions', NETWORK);
  let bytes = 0;
  let requests = 0;
  session.on('Network.loadingFinished', (event) => {
    bytes += event.encodedDataLength;
    requests += 1;
  });
  await page.goto(url, { waitUntil: 'commit' });
  const heading = withApp ? 'main h1' : 'h1';
  const contentMs = await (
    await page.waitForFunction(
      (selector) => (document.querySelector(selector) ? performance.now() : 0),
      heading,
      { polling: 'raf', timeout: 30_000 },
    )
  ).jsonValue();
  const interactiveMs = await (
    await page.waitForFunction(
      (selector) => {
        const ready =
          document.querySelector(selector) &&
          !document.querySelector('.animate-pulse, .animate-spin, [aria-busy="true"]');
        return ready ? performance.now() : 0;
      },
      heading,
      { polling: 'raf', timeout: 30_000 },
    )
  ).jsonValue();
  // The main thread is free once a task queued now runs.
  const freeMs = await page.evaluate(
    () => new Promise<number>((resolve) => setTimeout(() => resolve(performance.now()), 0)),
  );
  // Whatever the page still fetches after it is usable (prefetches) counts in its bytes.
  await page.waitForLoadState('networkidle').catch(() => undefined);
  await session.detach();
  return { contentMs, interactiveMs: Math.max(interactiveMs, freeMs), bytes, requests };
}

async function coldLoads(
  browser: Browser,
  url: string,
  signIn: ((context: BrowserContext) => Promise<void>) | null,
): Promise<Load[]> {
  const loads: Load[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    try {
      if (signIn) await signIn(context);
      loads.push(await timePage(await context.newPage(), url, signIn !== null));
    } finally {
      await context.close();
    }
  }
  return loads;
}

const median = (values: number[]) =>
  percentile(
    [...values].sort((a, b) => a - b),
    50,
  );
const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;
const ms = (value: number) => `${value.toFixed(0)} ms`;

async function main() {
  if (!SKIP_BUILD) buildWeb();
  const hello = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(
      '<!doctype html><html><head><title>Hello</title></head><body><h1>Hello</h1></body></html>',
    );
  });
  await new Promise<void>((resolve) => hello.listen(0, '127.0.0.1', resolve));
  const helloUrl = `http://127.0.0.1:${(hello.address() as AddressInfo).port}/`;
  const stack = await startStack({ WEB_DIST_DIR: distDir });
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox'] });
  try {
    let student = 0;
    const signIn = async (context: BrowserContext) => {
      student += 1;
      const username = `webbench${student}${Date.now().toString(36)}`;
      const response = await context.request.post(`${stack.baseUrl}/api/auth/register`, {
        data: {
          username,
          firstName: 'Bench',
          lastName: 'Student',
          email: `${username}@example.org`,
          password: 'Ledger-Maple-4821',
        },
      });
      if (response.status() !== 201) {
        throw new Error(`registering ${username}: ${response.status()} ${await response.text()}`);
      }
    };
    const baseline = await coldLoads(browser, helloUrl, null);
    const baseContent = median(baseline.map((load) => load.contentMs));
    const baseBytes = median(baseline.map((load) => load.bytes));
    process.stdout.write(
      `\nCold loads, signed in, ${RUNS} each (median), 10 Mbit/s down, 40 ms RTT; baseline: a static hello page (${kb(baseBytes)}).\n\n`,
    );
    const rows: (readonly [string, string, string, string, boolean])[] = [];
    for (const [name, route] of [
      ['dashboard', '/'],
      ['lessons', '/lessons'],
      ['trading', '/trading'],
    ] as const) {
      const loads = await coldLoads(browser, `${stack.baseUrl}${route}`, signIn);
      const content = median(loads.map((load) => load.contentMs));
      const interactive = median(loads.map((load) => load.interactiveMs));
      const bytes = median(loads.map((load) => load.bytes));
      const requests = median(loads.map((load) => load.requests));
      const isTarget = name === 'dashboard';
      rows.push(
        [`${name}: content`, ms(content), ms(baseContent), `+${ms(content - baseContent)}`, true],
        [
          `${name}: interactive${isTarget ? ' (< 1 s)' : ''}`,
          ms(interactive),
          ms(baseContent),
          `+${ms(interactive - baseContent)}`,
          !isTarget || interactive < TARGET_DASHBOARD_INTERACTIVE_MS,
        ],
        [
          `${name}: bytes (${requests} requests)`,
          kb(bytes),
          kb(baseBytes),
          `×${(bytes / baseBytes).toFixed(0)}`,
          true,
        ],
      );
    }
    printTable(rows);
    const dashboard = rows.find(([name]) => name.startsWith('dashboard: interactive'));
    if (dashboard && !dashboard[4]) process.exitCode = 1;
  } finally {
    await browser.close();
    await stack.stop();
    hello.close();
  }
}

await main();
