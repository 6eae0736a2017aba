import { createRequire } from 'node:module';
import path from 'node:path';
import express, { Router } from 'express';
import { createOpenApiDocument } from '@fc/contracts/openapi';
import { gatewayRoutes } from '@fc/contracts/routes/gateway';
import type { RouteHandlers } from '@fc/service-kit/register-routes';

const OPENAPI_JSON_PATH = gatewayRoutes.getOpenApiDocument.path;
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
 * the route declarations once, when the gateway starts (docs/http-api.md). Answered by the gateway
 * itself, never proxied.
 */
export function apiDocsHandlers(options: { version?: string } = {}) {
  const document = JSON.stringify(createOpenApiDocument(options));
  return {
    getOpenApiDocument: (_input, _req, res) => {
      res.set('Cache-Control', 'no-cache').type('application/json').send(document);
    },
    getApiDocsPage: (_input, _req, res) => {
      res.set('Cache-Control', 'no-cache').type('html').send(PAGE);
    },
  } satisfies Partial<RouteHandlers<typeof gatewayRoutes>>;
}

/** The viewer's scripts, styles and icons, under /api/docs/assets/. */
export function apiDocsViewerFiles(): Router {
  const router = Router();
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
