import { describe, expect, it } from 'vitest';

import { api, ApiError, getErrorMessage } from '@/lib/api-client';
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
