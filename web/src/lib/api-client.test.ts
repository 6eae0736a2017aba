import { moduleSchema, type Module } from '@fc/contracts/learning';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { api, ApiError, ContractMismatchError, getErrorMessage } from '@/lib/api-client';
import { callsTo, mockFetch } from '@/testing/mock-fetch';

describe('api client', () => {
  it('when the answer is not OK, then it throws "status: body text"', async () => {
    mockFetch({ 'GET /api/modules/9': { status: 404, body: 'Module not found' } });

    await expect(api.get('/api/modules/9')).rejects.toThrow('404: Module not found');
  });

  it('when the failing answer has no body, then the message uses the status text', async () => {
    mockFetch({ 'POST /api/stocks/update': { status: 500 } });

    const error = await api.post('/api/stocks/update').catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('500: Internal Server Error');
    expect((error as ApiError).status).toBe(500);
  });

  it('when a call has a body, then it is sent as JSON with a JSON content type and the cookies', async () => {
    const fetchMock = mockFetch({ 'POST /api/auth/login': { body: { id: 1 } } });

    const answer = await api.post('/api/auth/login', { username: 'a', password: 'b' });

    expect(answer).toEqual({ id: 1 });
    const [call] = callsTo(fetchMock, 'POST', '/api/auth/login');
    expect(call?.init?.credentials).toBe('include');
    expect(call?.init?.headers).toEqual({ 'Content-Type': 'application/json' });
    expect(call?.json).toEqual({ username: 'a', password: 'b' });
  });

  it('when a call has no body, then no content type is sent, but the cookies are', async () => {
    const fetchMock = mockFetch({ 'GET /api/auth/me': { status: 401 } });

    await api.get('/api/auth/me').catch(() => undefined);

    const [call] = callsTo(fetchMock, 'GET', '/api/auth/me');
    expect(call?.init?.credentials).toBe('include');
    expect(call?.init?.headers).toBeUndefined();
    expect(call?.init?.body).toBeUndefined();
  });

  it('when an answer is empty, then the call resolves to undefined', async () => {
    mockFetch({ 'POST /api/auth/logout': { status: 204 } });

    await expect(api.post('/api/auth/logout', {})).resolves.toBeUndefined();
  });
});

describe('response contracts', () => {
  const module1: Module = {
    id: 1,
    title: 'Budgeting Basics',
    description: 'Where the money goes',
    category: 'personal',
    track: 'personal-finance',
    color: 'success',
    icon: 'piggy-bank',
    totalLessons: 5,
    estimatedMinutes: 40,
    totalPoints: 125,
    flashcardCount: 12,
    quizQuestionCount: 10,
  };
  // The service renamed a field and changed a type: the contract no longer describes the answer.
  const { totalLessons: _renamed, ...rest } = module1;
  const drifted = { ...rest, lessonCount: 5, estimatedMinutes: '40' };

  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it('when an answer matches its contract, then it comes back as sent', async () => {
    mockFetch({ 'GET /api/modules/1': { body: { ...module1, extra: true } } });

    await expect(api.get('/api/modules/1', { schema: moduleSchema })).resolves.toEqual({
      ...module1,
      extra: true,
    });
  });

  it('when an answer drifts from its contract, then the test fails and the console names the call and the paths', async () => {
    mockFetch({ 'GET /api/modules/1': { body: drifted } });
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);

    const error = await api
      .get('/api/modules/1', { schema: moduleSchema })
      .catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(ContractMismatchError);
    expect((error as Error).message).toMatch(
      /^GET \/api\/modules\/1 answered outside its contract: .*totalLessons: .*estimatedMinutes: /,
    );
    expect(consoleError).toHaveBeenCalledWith((error as Error).message, drifted);
  });

  it('when an answer drifts in development, then it is logged and the app goes on with it', async () => {
    vi.stubEnv('MODE', 'development');
    mockFetch({ 'POST /api/modules/1': { body: drifted } });
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);

    await expect(api.post('/api/modules/1', {}, { schema: moduleSchema })).resolves.toEqual(
      drifted,
    );
    expect(consoleError).toHaveBeenCalledWith(
      expect.stringContaining('POST /api/modules/1 answered outside its contract: totalLessons'),
      drifted,
    );
  });

  it('when built for production, then answers are not checked at all', async () => {
    vi.stubEnv('DEV', false);
    vi.stubEnv('MODE', 'production');
    mockFetch({ 'GET /api/modules/1': { body: drifted } });
    const safeParse = vi.spyOn(moduleSchema, 'safeParse');

    await expect(api.get('/api/modules/1', { schema: moduleSchema })).resolves.toEqual(drifted);
    expect(safeParse).not.toHaveBeenCalled();
  });
});

describe('response schemas at the call sites', () => {
  // Every module of the app but the tests and the client itself (whose own `schema:` is a parameter).
  const sources = import.meta.glob<string>(
    ['/src/**/*.{ts,tsx}', '!/src/**/*.test.{ts,tsx}', '!/src/lib/api-client.ts'],
    {
      query: '?raw',
      import: 'default',
      eager: true,
    },
  );

  it('when a call passes its schema, then only in development, so production leaves zod out', () => {
    const ungated = Object.entries(sources).flatMap(([file, text]) =>
      [...text.matchAll(/\bschema: (?!import\.meta\.env\.DEV \? )/g)].map(() => file),
    );

    expect(Object.keys(sources).length).toBeGreaterThan(50);
    expect(ungated).toEqual([]);
  });
});

describe('getErrorMessage', () => {
  it('when the server sent its error body, then its message is shown', () => {
    const error = new ApiError(
      401,
      'Unauthorized',
      JSON.stringify({ code: 'invalid_credentials', message: 'Invalid username or password' }),
    );

    expect(getErrorMessage(error, 'Invalid credentials')).toBe('Invalid username or password');
  });

  it('when the body is not the error shape, then the fallback is shown', () => {
    expect(
      getErrorMessage(new ApiError(502, 'Bad Gateway', '<html>oops</html>'), 'Try again'),
    ).toBe('Try again');
    expect(getErrorMessage(new ApiError(500, 'Internal Server Error', ''), 'Try again')).toBe(
      'Try again',
    );
    expect(getErrorMessage(new TypeError('Failed to fetch'), 'Try again')).toBe('Try again');
  });
});
