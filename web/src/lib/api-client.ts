/**
 * The one way the web app talks to the API (docs/product.md section 7 "Other"):
 * every call sends the session cookie, a JSON body goes with a JSON content
 * type only when there is a body, and any non-OK answer throws an error whose
 * message is `${status}: ${body text or status text}`.
 *
 * In development and tests an answer is also checked against the contract
 * schema the call site gives (packages/contracts). Call sites pass it as
 * `import.meta.env.DEV ? schema : undefined`: the production build folds that
 * to `undefined` and leaves the schema, and zod, out of the bundle.
 */
import { logger } from '@/lib/logger';

type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** What the client needs of a zod schema; typed structurally so zod is never imported here. */
export interface ResponseSchema<T> {
  safeParse(data: unknown):
    | { success: true; data: T }
    | {
        success: false;
        error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] };
      };
}

export interface RequestOptions<T> {
  /** The answer's contract, checked in development and tests only. */
  schema?: ResponseSchema<T> | undefined;
  /** Extra request headers, e.g. Idempotency-Key (docs/http-api.md). */
  headers?: Record<string, string> | undefined;
}

export class ApiError extends Error {
  readonly status: number;
  readonly statusText: string;
  readonly body: string;

  constructor(status: number, statusText: string, body: string) {
    super(`${status}: ${body || statusText}`);
    this.name = 'ApiError';
    this.status = status;
    this.statusText = statusText;
    this.body = body;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** An answer that does not match its contract (thrown in tests; logged in development). */
export class ContractMismatchError extends Error {
  override name = 'ContractMismatchError';
}

function formatPath(path: readonly PropertyKey[]): string {
  if (path.length === 0) return '(the answer)';
  return path
    .map((key, index) =>
      typeof key === 'number' ? `[${key}]` : `${index === 0 ? '' : '.'}${String(key)}`,
    )
    .join('');
}

/**
 * Checks an answer against its contract. A mismatch is logged naming the call and the failing
 * paths; in tests it also throws, so a drifted fixture or contract fails the test. The caller
 * keeps the answer as sent, so development behaves like production.
 */
function checkContract<T>(endpoint: string, data: unknown, schema: ResponseSchema<T>): void {
  const result = schema.safeParse(data);
  if (result.success) return;
  const issues = result.error.issues.map((issue) => `${formatPath(issue.path)}: ${issue.message}`);
  const shown = issues.slice(0, 5).join('; ');
  const more = issues.length > 5 ? ` (and ${issues.length - 5} more)` : '';
  const message = `${endpoint} answered outside its contract: ${shown}${more}`;
  logger.error(message, data);
  if (import.meta.env.MODE === 'test') throw new ContractMismatchError(message);
}

/** Sends a request and returns the parsed JSON answer (undefined when the answer is empty). */
export async function apiRequest<T>(
  method: HttpMethod,
  url: string,
  body?: unknown,
  options: RequestOptions<T> = {},
): Promise<T> {
  const hasBody = body !== undefined;
  const init: RequestInit = { method, credentials: 'include' };
  if (hasBody) {
    init.headers = { 'Content-Type': 'application/json', ...options.headers };
    init.body = JSON.stringify(body);
  } else if (options.headers) {
    init.headers = { ...options.headers };
  }

  const response = await fetch(url, init);
  const text = await response.text();
  if (!response.ok) {
    throw new ApiError(response.status, response.statusText, text);
  }
  const data: unknown = text ? JSON.parse(text) : undefined;
  if (import.meta.env.DEV && options.schema)
    checkContract(`${method} ${url}`, data, options.schema);
  return data as T;
}

export const api = {
  get: <T>(url: string, options?: RequestOptions<T>) =>
    apiRequest<T>('GET', url, undefined, options),
  post: <T>(url: string, body?: unknown, options?: RequestOptions<T>) =>
    apiRequest<T>('POST', url, body, options),
  put: <T>(url: string, body?: unknown, options?: RequestOptions<T>) =>
    apiRequest<T>('PUT', url, body, options),
  patch: <T>(url: string, body?: unknown, options?: RequestOptions<T>) =>
    apiRequest<T>('PATCH', url, body, options),
  delete: <T>(url: string, options?: RequestOptions<T>) =>
    apiRequest<T>('DELETE', url, undefined, options),
};

/**
 * The text to show a person for a failed call: the `message` of the server's
 * error body `{ code, message, fields?, requestId? }`, else `fallback`.
 * Raw bodies (an HTML error page from a proxy, a stack trace) are never shown.
 */
export function getErrorMessage(error: unknown, fallback: string): string {
  if (!isApiError(error)) return fallback;
  try {
    const parsed: unknown = JSON.parse(error.body);
    if (parsed && typeof parsed === 'object' && 'message' in parsed) {
      const { message } = parsed;
      if (typeof message === 'string' && message.trim()) return message;
    }
  } catch {
    // Not JSON: fall through to the fallback text.
  }
  return fallback;
}
