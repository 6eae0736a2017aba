/// <reference lib="dom" />
// Web load (docs/development.md, "Web performance"): how soon a signed-in student sees and can
// use the dashboard, the lessons and the trading pages on a cold visit (empty cache, new
// connection), in headless Chromium, through the gateway serving the production build, as a
// school deploys it, on two profiles:
// - school Wi-Fi: a laptop, 10 Mbit/s down, 5 Mbit/s up, 40 ms round trip;
// - phone: a mid-range phone on slow 4G as Lighthouse's mobile run has it (CPU 4× slower,
//   1.6 Mbit/s down, 750 kbit/s up, 150 ms round trip, a 412×823 screen).
// BENCH_WEB_PROFILES=wifi,phone (both) picks them, BENCH_WEB_PAGES the pages.
//
// For each page, BENCH_WEB_RUNS (5) cold loads, each in a new browser context:
// - LCP: the largest contentful paint (the browser's own largest-contentful-paint entry, read
//   once the page has settled: the last candidate is the one that counts);
// - content: the page's heading (main h1) is on screen;
// - interactive: the heading is there, no loading placeholder is left (skeletons, spinners: the
//   page's data has arrived and is drawn) and the main thread is free (a task queued then runs);
// - bytes: what crossed the network, compressed (CDP encodedDataLength), and the request count.
// Times are from the navigation's start (the page's own performance.now()).
//
// Baseline, same run, same profile: a static hello page (one small HTML file) from a plain
// Node server: what any page costs on this network before the app does anything.
import { execFileSync } from 'node:child_process';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import {
  chromium,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
} from 'playwright-core';
import { startStack } from '@fc/testkit/stack';
import { percentile, printTable, signed } from './measure.ts';

const RUNS = Number(process.env.BENCH_WEB_RUNS ?? 5);
const SKIP_BUILD =
  process.env.BENCH_WEB_SKIP_BUILD === '1' || process.env.BENCH_WEB_DIST !== undefined;

interface Profile {
  key: 'wifi' | 'phone';
  label: string;
  /** CDP Network.emulateNetworkConditions (Chrome DevTools' units: ms, bytes/s). */
  network: {
    offline: false;
    latency: number;
    downloadThroughput: number;
    uploadThroughput: number;
  };
  /** CDP Emulation.setCPUThrottlingRate: 1 is this machine's speed, 4 four times slower. */
  cpuSlowdown: number;
  context: BrowserContextOptions;
}

const PROFILES: Profile[] = [
  {
    key: 'wifi',
    label: 'school Wi-Fi: 10 Mbit/s down, 5 up, 40 ms RTT, 1280×800',
    network: {
      offline: false,
      latency: 40,
      downloadThroughput: (10 * 1024 * 1024) / 8,
      uploadThroughput: (5 * 1024 * 1024) / 8,
    },
    cpuSlowdown: 1,
    context: { viewport: { width: 1280, height: 800 } },
  },
  {
    // Lighthouse's mobile run: "slow 4G" and a Moto G Power's screen.
    key: 'phone',
    label: 'phone, slow 4G: CPU 4× slower, 1.6 Mbit/s down, 750 kbit/s up, 150 ms RTT, 412×823',
    network: {
      offline: false,
      latency: 150,
      downloadThroughput: (1.6 * 1024 * 1024) / 8,
      uploadThroughput: (750 * 1024) / 8,
    },
    cpuSlowdown: 4,
    context: {
      viewport: { width: 412, height: 823 },
      deviceScaleFactor: 1.75,
      isMobile: true,
      hasTouch: true,
    },
  },
];
const profileKeys = (process.env.BENCH_WEB_PROFILES ?? 'wifi,phone').split(',');
/** BENCH_WEB_PAGES=dashboard,lessons,trading (all three) picks the pages. */
const pageNames = (process.env.BENCH_WEB_PAGES ?? 'dashboard,lessons,trading').split(',');
const PAGES = (
  [
    ['dashboard', '/'],
    ['lessons', '/lessons'],
    ['trading', '/trading'],
  ] as const
).filter(([name]) => pageNames.includes(name));
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const root = path.resolve(import.meta.dirname, '..', '..');
/** BENCH_WEB_DIST: measure a build made elsewhere (an older commit's, to compare); not rebuilt. */
const distDir = process.env.BENCH_WEB_DIST ?? path.join(root, '.tmp', 'bench-web-dist');

interface Load {
  lcpMs: number;
  /** What the largest contentful paint was of (tag, class, start of its text). */
  lcpElement: string;
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

/** The page's largest contentful paint so far (the last candidate is the one that counts). */
function readLcp(page: Page): Promise<{ ms: number; element: string }> {
  return page.evaluate(
    () =>
      new Promise<{ ms: number; element: string }>((resolve) => {
        // Buffered: the entries the page recorded before this observer existed.
        new PerformanceObserver((list) => {
          const last = list.getEntries().at(-1) as
            (PerformanceEntry & { element: Element | null }) | undefined;
          const element = last?.element;
          resolve({
            ms: last?.startTime ?? Number.NaN,
            element: element
              ? `${element.tagName.toLowerCase()}.${Array.from(element.classList).slice(0, 3).join('.')} "${(element.textContent ?? '').trim().slice(0, 30)}"`
              : '?',
          });
        }).observe({ type: 'largest-contentful-paint', buffered: true });
        setTimeout(() => resolve({ ms: Number.NaN, element: 'none' }), 1_000);
      }),
  );
}

/** A page's own clock when the heading shows, when it is usable, and its largest paint. */
async function timePage(
  page: Page,
  url: string,
  withApp: boolean,
  profile: Profile,
): Promise<Load> {
  const session = await page.context().newCDPSession(page);
  await session.send('Network.enable');
  await session.send('Network.emulateNetworkConditions', profile.network);
  await session.send('Emulation.setCPUThrottlingRate', { rate: profile.cpuSlowdown });
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
  // The browser hands the largest paint to observers in a task of low priority: on a slow CPU it
  // may come late.
  let lcp = await readLcp(page);
  for (let attempt = 0; attempt < 5 && Number.isNaN(lcp.ms); attempt += 1) {
    lcp = await readLcp(page);
  }
  await session.detach();
  return {
    lcpMs: lcp.ms,
    lcpElement: lcp.element,
    contentMs,
    interactiveMs: Math.max(interactiveMs, freeMs),
    bytes,
    requests,
  };
}

async function coldLoads(
  browser: Browser,
  url: string,
  signIn: ((context: BrowserContext) => Promise<void>) | null,
  profile: Profile,
): Promise<Load[]> {
  const loads: Load[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const context = await browser.newContext(profile.context);
    try {
      if (signIn) await signIn(context);
      loads.push(await timePage(await context.newPage(), url, signIn !== null, profile));
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
    for (const profile of PROFILES.filter(({ key }) => profileKeys.includes(key))) {
      const baseline = await coldLoads(browser, helloUrl, null, profile);
      const baseLcp = median(baseline.map((load) => load.lcpMs));
      const baseContent = median(baseline.map((load) => load.contentMs));
      const baseBytes = median(baseline.map((load) => load.bytes));
      process.stdout.write(
        `\nCold loads, signed in, ${RUNS} each (median), ${profile.label}; baseline: a static hello page (${kb(baseBytes)}).\n\n`,
      );
      const rows: string[][] = [];
      const lcpElements: string[] = [];
      for (const [name, route] of PAGES) {
        const loads = await coldLoads(browser, `${stack.baseUrl}${route}`, signIn, profile);
        const lcp = median(loads.map((load) => load.lcpMs));
        const content = median(loads.map((load) => load.contentMs));
        const interactive = median(loads.map((load) => load.interactiveMs));
        const bytes = median(loads.map((load) => load.bytes));
        const requests = median(loads.map((load) => load.requests));
        lcpElements.push(
          `  ${name}: ${[...new Set(loads.map((load) => load.lcpElement))].join(' | ')}`,
        );
        rows.push(
          [`${name}: LCP`, ms(lcp), ms(baseLcp), signed(lcp - baseLcp, ms)],
          [`${name}: content`, ms(content), ms(baseContent), signed(content - baseContent, ms)],
          [
            `${name}: interactive`,
            ms(interactive),
            ms(baseContent),
            signed(interactive - baseContent, ms),
          ],
          [
            `${name}: bytes (${requests} requests)`,
            kb(bytes),
            kb(baseBytes),
            `×${(bytes / baseBytes).toFixed(0)}`,
          ],
        );
      }
      printTable(['figure (median)', 'measured', 'hello page (baseline)', 'difference'], rows);
      process.stdout.write(`largest contentful paint, of:\n${lcpElements.join('\n')}\n`);
    }
  } finally {
    await browser.close();
    await stack.stop();
    hello.close();
  }
}

await main();
