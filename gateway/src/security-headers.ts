import type { RequestHandler } from 'express';
import { fixedHeaders } from '@fc/service-kit/fixed-headers';
import helmet from 'helmet';

/**
 * Helmet's headers with a Content-Security-Policy that fits the built React app: scripts and
 * styles from this origin only, inline styles allowed (the chart libraries set style
 * attributes), images from this origin and data: URLs, plus the origins of logos configured
 * as absolute URLs. HSTS and upgrade-insecure-requests only when the app is served over https:
 * over plain http (a laptop, a school LAN) they would break it or mean nothing.
 */
export function securityHeaders(options: {
  publicUrl: string;
  imageUrls: string[];
}): RequestHandler {
  const isHttps = new URL(options.publicUrl).protocol === 'https:';
  const imageOrigins = options.imageUrls.flatMap((url) => {
    const origin = absoluteOrigin(url);
    return origin ? [origin] : [];
  });
  return fixedHeaders(
    helmet({
      contentSecurityPolicy: {
        useDefaults: true,
        directives: {
          'default-src': ["'self'"],
          'script-src': ["'self'"],
          'style-src': ["'self'", "'unsafe-inline'"],
          'img-src': ["'self'", 'data:', ...new Set(imageOrigins)],
          'font-src': ["'self'", 'data:'],
          'connect-src': ["'self'"],
          'object-src': ["'none'"],
          'frame-ancestors': ["'self'"],
          'upgrade-insecure-requests': isHttps ? [] : null,
        },
      },
      strictTransportSecurity: isHttps
        ? { maxAge: 180 * 24 * 60 * 60, includeSubDomains: false }
        : false,
    }),
  );
}

function absoluteOrigin(url: string): string | undefined {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.origin : undefined;
  } catch {
    return undefined;
  }
}
