import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const indexHtml = readFileSync(path.resolve(import.meta.dirname, '../../index.html'), 'utf8');

describe('index.html', () => {
  it.each(['/api/auth/me', '/api/config'])(
    'asks for %s while the code downloads, in a form the app’s own call can take',
    (url) => {
      // The app's GETs send cookies (credentials "include", no extra headers): a preload is only
      // reused when its credentials mode matches, else the call is made twice.
      const preload = indexHtml.match(new RegExp(`<link[^>]*href="${url}"[^>]*>`))?.[0];
      expect(preload).toBeDefined();
      expect(preload).toContain('rel="preload"');
      expect(preload).toContain('as="fetch"');
      expect(preload).toContain('crossorigin="use-credentials"');
    },
  );

  it('the app’s calls send cookies, as the preloads do', () => {
    const apiClient = readFileSync(
      path.resolve(import.meta.dirname, '../lib/api-client.ts'),
      'utf8',
    );
    expect(apiClient).toContain("credentials: 'include'");
  });
});
