import path from 'node:path';
import { z } from 'zod';
import { loadConfig, portSchema } from '@fc/service-kit/config';

const REPO_ROOT = path.resolve(import.meta.dirname, '..', '..');

const serviceUrl = (defaultUrl: string) => z.url().default(defaultUrl);
const positiveInt = (defaultValue: number) =>
  z.coerce.number().int().positive().default(defaultValue);

/** The gateway's own settings, on top of the ones every service reads. */
export const gatewayConfigShape = {
  PORT: portSchema(8080),
  /**
   * The internal port: GET /status, each service's and Redis's state (gateway/src/health.ts).
   * Never publish it; `npm start` and the test stack wait on it for the whole stack.
   */
  GATEWAY_INTERNAL_PORT: portSchema(9080),
  /** Where the internal port listens: loopback unless a probe elsewhere needs it (0.0.0.0). */
  GATEWAY_INTERNAL_HOST: z.string().min(1).default('127.0.0.1'),
  /**
   * Which proxies in front of the gateway may say who the client is (X-Forwarded-For): none
   * unless told, so nobody picks their own address for the rate limits. Behind a load balancer,
   * name its addresses or subnet (or a hop count), as Express's "trust proxy" takes them.
   */
  TRUST_PROXY: z.string().default('false'),
  AUTH_URL: serviceUrl('http://127.0.0.1:4001'),
  LEARNING_URL: serviceUrl('http://127.0.0.1:4002'),
  MARKET_URL: serviceUrl('http://127.0.0.1:4003'),
  BUDGET_URL: serviceUrl('http://127.0.0.1:4004'),
  REWARDS_URL: serviceUrl('http://127.0.0.1:4005'),
  /** The built React app (`npm run build`): index.html and assets/. */
  WEB_DIST_DIR: z
    .string()
    .min(1)
    .default(path.join(REPO_ROOT, 'web', 'dist')),

  /** Branding is configuration, so a school deploys its own club without editing source. */
  CLUB_NAME: z.string().min(1).default('Finance Club'),
  CLUB_LOGO_URL: z.string().min(1).default('/club-logo.svg'),
  SCHOOL_NAME: z.string().min(1).default('Our School'),
  SCHOOL_LOGO_URL: z.string().min(1).default('/school-logo.svg'),
  CREDIT_LINE: z.string().min(1).default('Built by the school finance club'),

  /** The rate limits' window (docs/security.md, "Rate limits"). */
  RATE_LIMIT_WINDOW_MS: positiveInt(60_000),
  /**
   * /api requests per window of one client address without a valid session. A school shares one
   * NAT address: its students' signed-out calls before they sign in (the sign-in page's two and
   * the form) and their guests' browsing all count here, so it is sized for a few hundred at once.
   */
  RATE_LIMIT_MAX: positiveInt(3000),
  /**
   * /api requests per window of one signed-in user (a verified session cookie), whatever their
   * address: a page is up to 15 calls, so this is several times a busy student's clicking.
   */
  USER_RATE_LIMIT_MAX: positiveInt(1200),
  /**
   * POST login, register, forgot-password and reset-password per client address and window:
   * a school of about 500 signing in at the bell, with typos. Guessing is throttled per account
   * and per address by the auth service, which this limit only backs up.
   */
  AUTH_RATE_LIMIT_MAX: positiveInt(600),
  /** A service that sends nothing for this long is answered with a 504. */
  UPSTREAM_TIMEOUT_MS: positiveInt(30_000),
};

export type GatewayConfig = ReturnType<typeof loadGatewayConfig>;

export function loadGatewayConfig(env: NodeJS.ProcessEnv = process.env) {
  return loadConfig(gatewayConfigShape, env);
}
