/**
 * A small HTTP client for API tests: remembers cookies like a browser and answers the status,
 * headers and parsed JSON body, so tests assert on what a caller sees.
 */
export interface TestResponse<T = unknown> {
  /** The request that got this answer, e.g. "GET /api/modules/1", for failure messages. */
  request: string;
  status: number;
  headers: Headers;
  body: T;
  text: string;
}

/** Keeps the cookies of these Set-Cookie lines as a browser would (an expired one is dropped). */
export function rememberCookies(cookies: Map<string, string>, setCookies: readonly string[]): void {
  for (const setCookie of setCookies) {
    const [pair = '', ...attributes] = setCookie.split(';');
    const separator = pair.indexOf('=');
    const name = pair.slice(0, separator).trim();
    const value = pair.slice(separator + 1).trim();
    const isExpired = attributes.some((attribute) => /expires=Thu, 01 Jan 1970/i.test(attribute));
    if (value === '' || isExpired) cookies.delete(name);
    else cookies.set(name, value);
  }
}

export class TestClient {
  private readonly cookies = new Map<string, string>();

  constructor(
    readonly baseUrl: string,
    private readonly defaultHeaders: Record<string, string> = {},
  ) {}

  get cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  cookie(name: string): string | undefined {
    return this.cookies.get(name);
  }

  setCookie(name: string, value: string): void {
    this.cookies.set(name, value);
  }

  async request<T = any>(
    method: string,
    path: string,
    options: { json?: unknown; body?: string; headers?: Record<string, string> } = {},
  ): Promise<TestResponse<T>> {
    const headers: Record<string, string> = { ...this.defaultHeaders, ...options.headers };
    if (this.cookies.size > 0) headers.cookie = this.cookieHeader;
    let body: string | undefined = options.body;
    if (options.json !== undefined) {
      body = JSON.stringify(options.json);
      headers['content-type'] ??= 'application/json';
    }
    const response = await fetch(new URL(path, this.baseUrl), {
      method,
      headers,
      body,
      redirect: 'manual',
    });
    rememberCookies(this.cookies, response.headers.getSetCookie());
    const text = await response.text();
    let parsed: unknown = text;
    if (response.headers.get('content-type')?.includes('application/json'))
      parsed = JSON.parse(text);
    return {
      request: `${method} ${path}`,
      status: response.status,
      headers: response.headers,
      body: parsed as T,
      text,
    };
  }

  get<T = any>(path: string, headers?: Record<string, string>) {
    return this.request<T>('GET', path, { headers });
  }

  post<T = any>(path: string, json?: unknown, headers?: Record<string, string>) {
    return this.request<T>('POST', path, { json: json ?? {}, headers });
  }

  put<T = any>(path: string, json?: unknown, headers?: Record<string, string>) {
    return this.request<T>('PUT', path, { json: json ?? {}, headers });
  }

  delete<T = any>(path: string, headers?: Record<string, string>) {
    return this.request<T>('DELETE', path, { headers });
  }
}
