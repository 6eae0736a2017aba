// The load generator's HTTP client for the measured part of a bench: undici's request on one shared
// pool of kept-alive connections, cookies kept like a browser. fetch (TestClient) spends several
// times more CPU per request, and the generator shares the two cores with what it measures.
import { request, type Agent } from 'undici';
import { rememberCookies, type TestClient } from '@fc/testkit/http-client';

export interface LeanResponse<T> {
  status: number;
  body: T;
  text: string;
  headers: Record<string, string | string[] | undefined>;
}

export class LeanClient {
  private readonly cookies = new Map<string, string>();
  private cookieHeader = '';

  constructor(
    private readonly baseUrl: string,
    private readonly dispatcher: Agent,
    /** The cookies a TestClient holds after signing in. */
    from?: TestClient,
  ) {
    this.remember(from?.cookieHeader.split('; ') ?? []);
  }

  async request<T>(method: 'GET' | 'POST', path: string, json?: unknown): Promise<LeanResponse<T>> {
    const headers: Record<string, string> = { cookie: this.cookieHeader };
    if (json !== undefined) headers['content-type'] = 'application/json';
    const response = await request(this.baseUrl + path, {
      method,
      headers,
      body: json === undefined ? undefined : JSON.stringify(json),
      dispatcher: this.dispatcher,
    });
    const setCookie = response.headers['set-cookie'];
    if (setCookie !== undefined) this.remember(Array.isArray(setCookie) ? setCookie : [setCookie]);
    const text = await response.body.text();
    const isJson = String(response.headers['content-type'] ?? '').includes('application/json');
    return {
      status: response.statusCode,
      body: (isJson ? JSON.parse(text) : text) as T,
      text,
      headers: response.headers,
    };
  }

  get<T = unknown>(path: string) {
    return this.request<T>('GET', path);
  }

  post<T = unknown>(path: string, json: unknown = {}) {
    return this.request<T>('POST', path, json);
  }

  private remember(lines: string[]) {
    rememberCookies(this.cookies, lines);
    this.cookieHeader = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}
