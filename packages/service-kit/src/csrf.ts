import type { RequestHandler } from 'express';
import { httpErrors } from './errors.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses state-changing requests that a browser sent from another site. Browsers say so in
 * Sec-Fetch-Site; older ones only send Origin, which must then be this site's. Requests with
 * neither (curl, server-to-server) carry no ambient browser credentials worth forging.
 */
export function rejectCrossSiteRequests(options: { allowedOrigins: string[] }): RequestHandler {
  const allowed = new Set(options.allowedOrigins.map((origin) => new URL(origin).origin));
  return (req, _res, next) => {
    if (SAFE_METHODS.has(req.method)) return next();
    const fetchSite = req.get('sec-fetch-site');
    if (fetchSite) {
      return next(
        fetchSite === 'same-origin' || fetchSite === 'none' ? undefined : crossSiteError(),
      );
    }
    const origin = req.get('origin');
    if (!origin) return next();
    const host = req.get('host');
    const isOwnHost = host !== undefined && safeOrigin(origin)?.host === host;
    next(isOwnHost || allowed.has(safeOrigin(origin)?.origin ?? '') ? undefined : crossSiteError());
  };
}

function safeOrigin(value: string): URL | undefined {
  try {
    return new URL(value);
  } catch {
    return undefined;
  }
}

function crossSiteError() {
  return httpErrors.forbidden('Cross-site requests are not allowed', 'CROSS_SITE_REQUEST');
}
