import { createRequire } from 'node:module';
import path from 'node:path';
import express, { Router } from 'express';
import { createOpenApiDocument } from '@fc/contracts/openapi';

export const API_DOCS_PATH = '/api/docs';
export const OPENAPI_JSON_PATH = '/api/docs/openapi.json';
const ASSETS_PATH = '/api/docs/assets';

/** The viewer's files, served from the gateway itself: the CSP allows scripts from 'self' only. */
const VIEWER_FILES = new Set([
  '/swagger-ui.css',
  '/index.css',
  '/swagger-ui-bundle.js',
  '/swagger-ui-standalone-preset.js',
  '/favicon-32x32.png',
  '/favicon-16x16.png',
]);

/** No inline script (the CSP forbids it): the viewer starts from a file of its own. */
const INIT_SCRIPT = `window.addEventListener('load', function () {
  window.ui = SwaggerUIBundle({
    url: '${OPENAPI_JSON_PATH}',
    dom_id: '#swagger-ui',
    deepLinking: true,
    validatorUrl: null,
    presets: [SwaggerUIBundle.presets.apis, SwaggerUIStandalonePreset],
    layout: 'StandaloneLayout',
  });
});
`;

const PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <title>Finance Club API</title>
    <link rel="stylesheet" href="${ASSETS_PATH}/swagger-ui.css" />
    <link rel="stylesheet" href="${ASSETS_PATH}/index.css" />
    <link rel="icon" type="image/png" href="${ASSETS_PATH}/favicon-32x32.png" sizes="32x32" />
  </head>
  <body>
    <div id="swagger-ui"></div>
    <script src="${ASSETS_PATH}/swagger-ui-bundle.js"></script>
    <script src="${ASSETS_PATH}/swagger-ui-standalone-preset.js"></script>
    <script src="${ASSETS_PATH}/init.js"></script>
  </body>
</html>
`;

function swaggerUiDir(): string {
  const require = createRequire(import.meta.url);
  return path.dirname(require.resolve('swagger-ui-dist/package.json'));
}

/**
 * /api/docs (a Swagger UI page) and /api/docs/openapi.json: the OpenAPI 3.1 description built from
 * the zod contracts once, when the gateway starts (docs/http-api.md). Answered by the gateway
 * itself, never proxied.
 */
export function apiDocs(options: { version?: string } = {}): Router {
  const document = JSON.stringify(createOpenApiDocument(options));
  const router = Router();
  router.get(OPENAPI_JSON_PATH, (_req, res) => {
    res.set('Cache-Control', 'no-cache').type('application/json').send(document);
  });
  router.get(API_DOCS_PATH, (_req, res) => {
    res.set('Cache-Control', 'no-cache').type('html').send(PAGE);
  });
  const viewerFiles = express.static(swaggerUiDir(), {
    index: false,
    maxAge: '1d',
    fallthrough: true,
  });
  router.use(ASSETS_PATH, (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    if (req.path === '/init.js') {
      res.set('Cache-Control', 'no-cache').type('application/javascript').send(INIT_SCRIPT);
      return;
    }
    if (!VIEWER_FILES.has(req.path)) return next();
    viewerFiles(req, res, next);
  });
  return router;
}
