/**
 * The one way the web app talks to the API (SPEC.md section 7 "Other"):
 * every call sends the session cookie, a JSON body goes with a JSON content
 * type only when there is a body, and any non-OK answer throws an error whose
 * message is `${status}: ${body text or status text}`.
 */

type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

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

/** Sends a request and returns the parsed JSON answer (undefined when the answer is empty). */
export async function apiRequest<T>(method: HttpMethod, url: string, body?: unknown): Promise<T> {
  const hasBody = body !== undefined;
  const init: RequestInit = { method, credentials: 'include' };
  if (hasBody) {
    init.headers = { 'Content-Type': 'application/json' };
    init.body = JSON.stringify(body);
  }

  const response = await fetch(url, init);
  const text = await response.text();
  if (!response.ok) {
    throw new ApiError(response.status, response.statusText, text);
  }
  return (text ? JSON.parse(text) : undefined) as T;
}

export const api = {
  get: <T>(url: string) => apiRequest<T>('GET', url),
  post: <T>(url: string, body?: unknown) => apiRequest<T>('POST', url, body),
  put: <T>(url: string, body?: unknown) => apiRequest<T>('PUT', url, body),
  patch: <T>(url: string, body?: unknown) => apiRequest<T>('PATCH', url, body),
  delete: <T>(url: string) => apiRequest<T>('DELETE', url),
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
