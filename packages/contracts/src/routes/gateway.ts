import { brandingSchema } from '../branding.ts';
import type { ApiRoutes } from './route.ts';

/** The gateway's own routes: answered by the gateway itself, never passed on to a service. */
export const gatewayRoutes = {
  getConfig: {
    method: 'get',
    path: '/api/config',
    summary: "The club's branding",
    access: 'public',
    response: brandingSchema,
  },
  redirectToSignIn: {
    method: 'get',
    path: '/api/login',
    summary: 'Redirects to the sign-in page (/auth)',
    access: 'public',
    status: 302,
  },
  getApiDocsPage: {
    method: 'get',
    path: '/api/docs',
    summary: 'This API description, in a browsable viewer',
    access: 'public',
    contentType: 'text/html',
  },
  getOpenApiDocument: {
    method: 'get',
    path: '/api/docs/openapi.json',
    summary: 'This API description (OpenAPI 3.1)',
    access: 'public',
    contentType: 'application/json',
  },
} as const satisfies ApiRoutes;
