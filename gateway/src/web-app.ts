import { existsSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { Router } from 'express';
import expressStaticGzip from 'express-static-gzip';

export const WEB_APP_NOT_BUILT_MESSAGE = 'The web app has not been built yet: run npm run build';

/** Vite puts content-hashed files in assets/: a changed file gets a new name. */
const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';
/** Everything else (index.html, logos) is checked again on each use, so a new build shows at once. */
const REVALIDATE = 'no-cache';

/**
 * For the pages whose code loads on demand, index.html with modulepreload links to that code, so
 * that a cold visit downloads it with the app's code instead of after the app has run. The build
 * lists each page's files in route-preloads.json (web/vite.config.ts). Read again whenever
 * index.html changes (a new build), so a page never names files of an older build.
 */
function pageHeads(root: string) {
  const indexHtml = path.join(root, 'index.html');
  const listFile = path.join(root, 'route-preloads.json');
  let cache: { build: string; pages: Promise<Map<string, string>> } | undefined;
  const load = async () => {
    const [html, listed] = await Promise.all([
      readFile(indexHtml, 'utf8'),
      readFile(listFile, 'utf8').catch(() => '{}'),
    ]);
    const pages = new Map<string, string>();
    for (const [address, files] of Object.entries(JSON.parse(listed) as Record<string, string[]>)) {
      const links = files
        .map((file) => `<link rel="modulepreload" crossorigin href="${file}">`)
        .join('');
      pages.set(address, html.replace('</head>', `${links}</head>`));
    }
    return pages;
  };
  /** The page's index.html, or undefined when it is the plain one. */
  return async (address: string): Promise<string | undefined> => {
    const [page, list] = await Promise.all([
      stat(indexHtml),
      stat(listFile).catch(() => undefined),
    ]);
    const build = `${page.mtimeMs}:${list?.mtimeMs}`;
    if (cache?.build !== build) cache = { build, pages: load() };
    return (await cache.pages).get(address);
  };
}

/**
 * Serves the built React app: its files (precompressed when the browser accepts it), and index.html for any other GET, so that the app's
 * own router handles /lessons/3 and the like. A missing file under /assets/ stays a 404: an
 * HTML page in place of a script only hides the problem. Without a build, every page is a 503
 * that says how to make one.
 */
export function serveWebApp(distDir: string): Router {
  const root = path.resolve(distDir);
  const assetsDir = path.join(root, 'assets') + path.sep;
  const indexHtml = path.join(root, 'index.html');
  const router = Router();
  const pageHead = pageHeads(root);

  // The build writes a brotli and a gzip copy beside each text file (web/vite.config.ts): sent
  // to a browser that takes them, brotli first, so nothing is compressed per request. (Copies
  // are found when the gateway starts: after a new build, restart it to send them.)
  router.use(
    expressStaticGzip(root, {
      enableBrotli: true,
      orderPreference: ['br', 'gzip'],
      index: false,
      serveStatic: {
        index: false,
        setHeaders: (res, filePath) => {
          res.setHeader(
            'Cache-Control',
            filePath.startsWith(assetsDir) ? IMMUTABLE_CACHE : REVALIDATE,
          );
        },
      },
    }),
  );
  // Looked for until it is there (a build may land while the gateway runs), then never again.
  let isBuilt = existsSync(indexHtml);
  router.use(async (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    isBuilt ||= existsSync(indexHtml);
    if (!isBuilt) {
      res.status(503).type('text/plain').send(WEB_APP_NOT_BUILT_MESSAGE);
      return;
    }
    if (req.path.startsWith('/assets/')) return next();
    const withPreloads = await pageHead(req.path.replace(/(.)\/+$/, '$1')).catch(() => undefined);
    if (withPreloads !== undefined) {
      res.set('Cache-Control', REVALIDATE).type('html').send(withPreloads);
      return;
    }
    // Relative to its folder: a folder named with a leading dot on the way (a deploy under
    // /srv/.releases/…) would otherwise make `send` refuse the file as a dotfile.
    res.sendFile('index.html', { root, headers: { 'Cache-Control': REVALIDATE } }, (error) => {
      // A client that went away mid-file is not an error worth an answer.
      if (error && !res.headersSent) next(error);
    });
  });
  return router;
}
